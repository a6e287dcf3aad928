import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { isLocale } from '../../core/i18n/locales.ts'
import { defaultPersona } from '../../core/persona.ts'
import type { WidgetConfig } from '../../core/protocol.ts'
import { localeFile } from '../build/localeFiles.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { CompanionChat } from './CompanionChat.tsx'
import { loadExtras } from '../extras/loadExtras.ts'

/** The API on another origin than this page (jsdom's), as on a partner's page. */
const API = 'http://127.0.0.1:9'
const VARIANT_KEY = `companion-chat:${API}:mia:variant`
const SESSION_KEY = `companion-chat:${API}:mia:session`
const WARM = 'Hey you, how was your day?'
const BOLD = 'Guess what I just found out.'

// Reading a saved conversation comes with the extras module: loaded here once, so a reload only waits a tick.
beforeAll(async () => {
  await loadExtras()
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * The chat API, the language files, and GET /api/widget-config answering `config` (every time, whatever
 * variant is asked for); with `held`, the config answers only once `release()` is called.
 */
function serve(config: Partial<WidgetConfig>, options: { held?: boolean } = {}) {
  const chat = fakeChatServer()
  const configUrls: string[] = []
  let release = () => {}
  const held = options.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/api/widget-config?')) {
      configUrls.push(url)
      await held
      return jsonResponse(200, { originAllowed: true, ageGate: 'off', ageVerifyUrl: null, ...config })
    }
    const locale = /widget-i18n\/(\w+)\.json$/.exec(url)?.[1]
    if (locale !== undefined)
      return isLocale(locale) ? jsonResponse(200, localeFile(locale)) : jsonResponse(404, {})
    return chat.fetch(url, init)
  })
  vi.stubGlobal('fetch', fetch)
  return { ...chat, configUrls, release: () => release() }
}

/** Every text the page ever showed: each added node's and each changed text node's, as it was added. */
function recordTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) texts.push(node.textContent ?? '')
      if (record.type === 'characterData') texts.push(record.target.textContent ?? '')
    }
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return { texts, stop: () => observer.disconnect() }
}

describe('CompanionChat on a partner’s page with a greeting experiment', () => {
  it('draws nothing until the config is here, then greets with the offered variant, never the persona’s greeting first', async () => {
    const server = serve({ greeting: { variant: 'warm', text: WARM } }, { held: true })
    const recorded = recordTexts()
    const { container } = render(<CompanionChat apiBase={API} replyDelay="0" />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container.textContent).toBe('')
    server.release()
    const log = await screen.findByRole('log')
    expect(within(log).getByText(WARM)).toBeTruthy()
    recorded.stop()
    expect(recorded.texts.join('\n')).toContain(WARM)
    expect(recorded.texts.filter((text) => text.includes(defaultPersona.greeting))).toEqual([])
    expect(localStorage.getItem(VARIANT_KEY)).toBe('warm')
  })

  it('takes the variant’s text in the chat’s language, and the persona’s greeting in one it lacks', async () => {
    const server = serve({ greeting: { variant: 'warm', text: { de: 'Hallo du, wie war dein Tag?' } } })
    const german = render(<CompanionChat apiBase={API} replyDelay="0" lang="de" />)
    expect(await screen.findByText('Hallo du, wie war dein Tag?')).toBeTruthy()
    german.unmount()
    render(<CompanionChat apiBase={API} replyDelay="0" lang="en" />)
    const log = await screen.findByRole('log')
    expect(within(log).getByText(defaultPersona.greeting)).toBeTruthy()
    // Still the variant the server offered: its counts and transcript carry it.
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}')
    await screen.findByText('Reply 2 😘')
    expect(server.bodies[0]?.variant).toBe('warm')
  })

  it('asks for the same variant after a reload, sends it with the first message only, then lets it go', async () => {
    const server = serve({ greeting: { variant: 'warm', text: WARM } })
    const first = render(<CompanionChat apiBase={API} replyDelay="0" />)
    expect(await screen.findByText(WARM)).toBeTruthy()
    first.unmount()
    render(<CompanionChat apiBase={API} replyDelay="0" />)
    const input = await screen.findByRole('textbox', { name: 'Message' })
    expect(screen.getByText(WARM)).toBeTruthy()
    expect(server.configUrls).toEqual([
      `${API}/api/widget-config?persona=mia`,
      `${API}/api/widget-config?persona=mia&variant=warm`,
    ])
    const user = userEvent.setup()
    await user.type(input, 'one{Enter}')
    await screen.findByText('Reply 2 😘')
    expect(localStorage.getItem(VARIANT_KEY)).toBeNull()
    await user.type(input, 'two{Enter}')
    await screen.findByText('Reply 3 😘')
    expect(server.bodies.map((body) => body.variant)).toEqual(['warm', undefined])
  })

  it('after a reload with a conversation shows the transcript’s opening line, whatever is offered now', async () => {
    localStorage.setItem(SESSION_KEY, 'session-1')
    const server = serve({ greeting: { variant: 'bold', text: BOLD } })
    render(<CompanionChat apiBase={API} replyDelay="0" />)
    const log = await screen.findByRole('log')
    expect(await within(log).findByText(defaultPersona.greeting)).toBeTruthy()
    expect(within(log).queryByText(BOLD)).toBeNull()
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}')
    await screen.findByText('Reply 2 😘')
    expect(server.bodies[0]).toMatchObject({ sessionId: 'session-1' })
    expect(server.bodies[0]).not.toHaveProperty('variant')
  })

  it('keeps the persona’s greeting, exactly, when the partner runs no experiment (any more)', async () => {
    localStorage.setItem(VARIANT_KEY, 'warm')
    const server = serve({})
    render(<CompanionChat apiBase={API} replyDelay="0" />)
    const log = await screen.findByRole('log')
    expect(within(log).getAllByRole('listitem')[0]?.querySelector('p')?.textContent).toBe(
      defaultPersona.greeting,
    )
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}')
    await screen.findByText('Reply 2 😘')
    expect(server.configUrls).toEqual([`${API}/api/widget-config?persona=mia&variant=warm`])
    expect(server.bodies[0]).not.toHaveProperty('variant')
    expect(localStorage.getItem(VARIANT_KEY)).toBeNull()
  })

  it('is drawn with the persona’s greeting when the config has not come within 5 seconds', async () => {
    useTestingLibraryFakeTimers()
    const chat = fakeChatServer()
    const hang = (url: string, init?: RequestInit): Promise<Response> =>
      url.includes('/api/widget-config')
        ? new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : chat.fetch(url, init)
    vi.stubGlobal('fetch', vi.fn(hang))
    const { container } = render(<CompanionChat apiBase={API} replyDelay="0" />)
    const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    await settle(4_900)
    expect(container.textContent).toBe('')
    await settle(200)
    expect(within(screen.getByRole('log')).getByText(defaultPersona.greeting)).toBeTruthy()
    // The server is told so, and draws no variant for a greeting the visitor never saw.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}')
    await settle(100)
    expect(chat.bodies[0]).toMatchObject({ message: 'Hi', variant: '' })
  })

  it('on its own site’s pages (the API on this origin) draws at once, without waiting for the config', () => {
    serve({}, { held: true })
    render(<CompanionChat apiBase="" replyDelay="0" />)
    expect(within(screen.getByRole('log')).getByText(defaultPersona.greeting)).toBeTruthy()
  })
})
