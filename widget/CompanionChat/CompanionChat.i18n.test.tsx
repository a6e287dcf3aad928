import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { de } from '../../core/i18n/de.ts'
import { isLocale } from '../../core/i18n/locales.ts'
import { localeFile } from '../build/localeFiles.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { CompanionChat } from './CompanionChat.tsx'
import { loadExtras } from '../extras/loadExtras.ts'

const API = 'http://127.0.0.1:9'

// Reading a saved conversation comes with the extras module: loaded here once, so a reload only waits a tick.
beforeAll(async () => {
  await loadExtras()
})

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
  localStorage.clear()
  vi.unstubAllGlobals()
})

/** The chat API plus the language files; a file is served once `release(locale)` is called, if `held`. */
function serve(
  options: { held?: string[]; chat?: (url: string, init?: RequestInit) => Promise<Response> } = {},
) {
  const chat = fakeChatServer()
  const waiting = new Map<string, () => void>()
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const locale = /widget-i18n\/(\w+)\.json$/.exec(url)?.[1]
    if (locale === undefined) return (options.chat ?? chat.fetch)(url, init)
    if (options.held?.includes(locale)) await new Promise<void>((resolve) => waiting.set(locale, resolve))
    return isLocale(locale) ? jsonResponse(200, localeFile(locale)) : jsonResponse(404, {})
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, bodies: chat.bodies, release: (locale: string) => waiting.get(locale)?.() }
}

describe('CompanionChat in the visitor’s language', () => {
  it('on a German page shows nothing until German is here, then only German', async () => {
    document.documentElement.lang = 'de-AT'
    const server = serve({ held: ['de'] })
    const { container } = render(<CompanionChat apiBase={API} replyDelay="0" />)
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('textbox')).toBeNull()
    server.release('de')
    const input = await screen.findByRole('textbox', { name: 'Nachricht' })
    expect(input.getAttribute('placeholder')).toBe('Nachricht schreiben…')
    const log = screen.getByRole('log', { name: 'Unterhaltung mit Mia' })
    expect(within(log).getByText('Hey du! 😉 Wie geht’s dir heute?')).toBeTruthy()
    expect(within(log).getByText('gerade eben')).toBeTruthy()
    expect(screen.getByText('Fitnessmodel und Personal Trainerin')).toBeTruthy()
    expect(container.textContent).not.toMatch(/Hey there|just now|Send message/)
  })

  it('sends its language with every message and announces typing in it', async () => {
    serve()
    render(<CompanionChat apiBase={API} replyDelay="300" lang="de" />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Nachricht' }), 'Hallo Mia')
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    expect(await screen.findByText('Mia schreibt gerade')).toBeTruthy()
    await screen.findByText('Reply 2 😘')
    const chat = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/chat'))
    expect(JSON.parse(String(chat?.[1]?.body))).toMatchObject({ message: 'Hallo Mia', locale: 'de' })
  })

  it('switches every text when its lang changes, keeping the conversation', async () => {
    serve()
    const { rerender } = render(<CompanionChat apiBase={API} replyDelay="0" lang="fr" />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Salut')
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    await screen.findByText('Reply 2 😘')
    rerender(<CompanionChat apiBase={API} replyDelay="0" lang="it" />)
    const input = await screen.findByRole('textbox', { name: 'Messaggio' })
    expect(input.getAttribute('placeholder')).toBe('Scrivi un messaggio…')
    const log = screen.getByRole('log', { name: 'Conversazione con Mia' })
    expect(within(log).getByText('Ehi, ciao! 😉 Come stai oggi?')).toBeTruthy()
    expect(within(log).getByText('Salut')).toBeTruthy()
    expect(within(log).getAllByText('proprio ora').length).toBeGreaterThan(0)
    rerender(<CompanionChat apiBase={API} replyDelay="0" lang="en-GB" />)
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveProperty(
      'placeholder',
      'Send message...',
    )
  })

  it('switches the AI notice it already showed when its lang changes', async () => {
    serve()
    const { rerender } = render(<CompanionChat apiBase={API} replyDelay="0" lang="fr" />)
    const frenchNotice = /^Mia est une IA, pas une personne\./
    expect(await screen.findByText(frenchNotice)).toBeTruthy()
    rerender(<CompanionChat apiBase={API} replyDelay="0" lang="de" />)
    await screen.findByRole('textbox', { name: 'Nachricht' })
    const log = screen.getByRole('log', { name: 'Unterhaltung mit Mia' })
    expect(within(log).getByText(/^Mia ist eine KI, kein Mensch\./)).toBeTruthy()
    expect(within(log).queryByText(frenchNotice)).toBeNull()
  })

  it('shows its own failure text in the language when the server cannot be reached', async () => {
    serve({ chat: async () => Promise.reject(new TypeError('offline')) })
    render(<CompanionChat apiBase={API} replyDelay="0" lang="de" />)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Nachricht' }), 'Hallo')
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    expect(await screen.findByText(de.failure)).toBeTruthy()
  })

  it('falls back to English when a language file cannot be had', async () => {
    const server = serve()
    server.fetch.mockImplementation(async () => jsonResponse(404, {}))
    render(<CompanionChat apiBase={API} replyDelay="0" lang="sv" />)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy())
  })
})
