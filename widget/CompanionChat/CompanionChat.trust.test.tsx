import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import type { ChatRequest, WidgetConfig } from '../../core/protocol.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { CompanionChat } from './CompanionChat.tsx'

// The menu's list and the age gate come with the extras module: loaded here once, so each test only waits a tick.
beforeAll(async () => {
  await loadExtras()
})

const API = 'http://127.0.0.1:9'
const SESSION_KEY = `companion-chat:${API}:mia:session`
const T0 = new Date(2026, 10, 25, 9, 30).getTime()
const HOUR = 3_600_000
const NOTICE = /^Mia is an AI, not a person\. .* Companion chatbots may not be suitable for some minors\.$/

beforeEach(() => {
  useTestingLibraryFakeTimers()
  vi.setSystemTime(T0)
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function load(config?: WidgetConfig, props: { ageToken?: string } = {}) {
  const server = fakeChatServer({ config })
  vi.stubGlobal('fetch', server.fetch)
  const view = render(<CompanionChat apiBase={API} replyDelay="0" {...props} />)
  await settle()
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  return { ...view, server, user }
}

const notices = () => screen.queryAllByText(NOTICE)
const input = () => screen.getByRole('textbox', { name: 'Message' })

describe('the AI notice line', () => {
  it('opens the first conversation of the day as a line of the chat’s own, not a persona message', async () => {
    const { server, user } = await load()
    expect(notices()).toHaveLength(1)
    expect(notices()[0]?.getAttribute('part')).toBe('system-line')
    await user.type(input(), 'Hi{Enter}')
    await settle()
    expect(server.bodies.map((body) => body.message)).toEqual(['Hi'])
    expect(notices()).toHaveLength(1)
  })

  it('is not shown again the same day, and is at the start of a conversation 24 hours later', async () => {
    const first = await load()
    first.unmount()
    vi.setSystemTime(T0 + 23 * HOUR)
    const second = await load()
    expect(notices()).toHaveLength(0)
    second.unmount()
    vi.setSystemTime(T0 + 24 * HOUR)
    await load()
    expect(notices()).toHaveLength(1)
  })

  it('comes again before a message written three hours after it, not before', async () => {
    const { user } = await load()
    vi.setSystemTime(T0 + 2 * HOUR + 59 * 60_000)
    await user.type(input(), 'still here{Enter}')
    await settle()
    expect(notices()).toHaveLength(1)
    vi.setSystemTime(T0 + 3 * HOUR)
    await user.type(input(), 'and now?{Enter}')
    await settle()
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent ?? '')
    expect(notices()).toHaveLength(2)
    expect(lines.findIndex((line) => NOTICE.test(line))).toBe(1)
    expect(lines.findLastIndex((line) => NOTICE.test(line))).toBe(
      lines.findIndex((line) => line.includes('and now?')) - 1,
    )
  })
})

describe('the header menu', () => {
  it('downloads the conversation from the server as a text file with names and times', async () => {
    const saved: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'),
        revokeObjectURL: vi.fn(),
      }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user, server } = await load()
    await user.type(input(), 'Hi Mia{Enter}')
    await settle()
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await settle()
    await user.click(screen.getByRole('menuitem', { name: 'Download conversation' }))
    await settle()
    expect(server.transcriptRequests).toEqual(['session-1'])
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('mia-2026-11-25.txt')
    const text = await saved[0]?.text()
    const lines = text?.split('\n') ?? []
    expect(lines[0]).toBe('Conversation with Mia – November 25, 2026')
    expect(lines[2]).toMatch(
      new RegExp(`^\\[11/25/26, 9:30\\s?AM\\] Mia: ${defaultPersona.greeting.replace(/[?!]/g, '\\$&')}$`),
    )
    expect(lines[3]).toMatch(/^\[11\/25\/26, 9:30\sAM\] You: Hi Mia$/)
    expect(lines[4]).toMatch(/^\[11\/25\/26, 9:30\sAM\] Mia: Reply 2 😘$/)
  })

  it('deletes the conversation once confirmed: the server forgets it, the chat starts over, the page hears it', async () => {
    const { user, server, container } = await load()
    const forgotten = vi.fn()
    container.addEventListener('companion-chat:forget', forgotten)
    await user.type(input(), 'Hi Mia{Enter}')
    await settle()
    expect(localStorage.getItem(SESSION_KEY)).toBe('session-1')
    await user.click(screen.getByRole('button', { name: 'More options' }))
    await settle()
    await user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }))
    expect(server.forgotten).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await settle()
    expect(server.forgotten).toEqual(['session-1'])
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    const log = screen.getByRole('log')
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(defaultPersona.greeting)])
    expect(forgotten).toHaveBeenCalledOnce()
    // The next message names the deleted conversation, so the server carries its reply count on.
    await user.type(input(), 'Hello again{Enter}')
    await settle()
    expect(server.bodies.at(-1)?.sessionId).toBe('session-1')
  })

  it('names the deleted conversation after a reload too, and after a second delete before any message', async () => {
    const first = await load()
    await first.user.type(input(), 'Hi Mia{Enter}')
    await settle()
    await deleteConversation(first.user)
    first.unmount()
    const second = await load()
    await deleteConversation(second.user)
    expect(second.server.forgotten).toEqual([])
    await second.user.type(input(), 'Back again{Enter}')
    await settle()
    expect(second.server.bodies.at(-1)?.sessionId).toBe('session-1')
  })
})

async function deleteConversation(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'More options' }))
  await settle()
  await user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }))
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  await settle()
}

/**
 * A chat whose server turns messages away with `code` until they carry a declaration (confirm) or a token
 * other than `token` (token), then answers as fakeChatServer does. `bodies`: every chat request.
 */
async function gated(code: 'age_confirmation_required' | 'age_verification_required', token?: string) {
  const chat = fakeChatServer({
    config: { originAllowed: true, ageGate: 'off', ageVerifyUrl: 'https://verify.example/age' },
  })
  const bodies: ChatRequest[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/api/chat')) return chat.fetch(url, init)
    const body = JSON.parse(String(init?.body)) as ChatRequest
    bodies.push(body)
    const passed = code === 'age_confirmation_required' ? body.ageConfirmed : body.ageToken !== token
    if (!passed) return jsonResponse(403, { error: { code, message: 'x' } })
    return chat.fetch(url, init)
  })
  const view = render(<CompanionChat apiBase={API} replyDelay="0" ageToken={token} />)
  await settle()
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  return { ...view, user, bodies, chat }
}

describe('the age gate', () => {
  it('confirm: asks "I\'m 18 or older" before the input, then sends ageConfirmed: true', async () => {
    const { user, server } = await load({ originAllowed: true, ageGate: 'confirm', ageVerifyUrl: null })
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: "I'm 18 or older" }))
    await user.type(input(), 'Hi{Enter}')
    await settle()
    expect(server.bodies[0]).toMatchObject({ message: 'Hi', ageConfirmed: true })
  })

  it('confirm: asks again when the server says the declaration is missing, with no reply shown', async () => {
    const { user } = await gated('age_confirmation_required')
    await user.type(input(), 'Hi{Enter}')
    await settle()
    expect(screen.getByRole('button', { name: "I'm 18 or older" })).toBeTruthy()
    expect(screen.queryByText(/trouble connecting/)).toBeNull()
  })

  it('confirm: keeps the turned-away message and sends it once the visitor confirms, once, and shows the reply', async () => {
    const { user, bodies, chat } = await gated('age_confirmation_required')
    await user.type(input(), 'Hi{Enter}')
    await settle()
    const log = screen.getByRole('log')
    expect(within(log).getByText('Hi')).toBeTruthy()
    expect(screen.queryByText(/^Reply/)).toBeNull()
    // The confirm button takes the input's place and the focus with it.
    const confirm = screen.getByRole('button', { name: "I'm 18 or older" })
    expect(document.activeElement).toBe(confirm)
    await user.click(confirm)
    await settle()
    expect(bodies.map((body) => body.message)).toEqual(['Hi', 'Hi'])
    expect(bodies[1]).toMatchObject({ ageConfirmed: true })
    // The fake server's first answer is 'Reply 2'.
    expect(
      within(log)
        .getAllByText(/^Reply/)
        .map((reply) => reply.textContent),
    ).toEqual(['Reply 2 😘'])
    expect(within(log).getAllByText('Hi')).toHaveLength(1)
    expect(chat.bodies).toHaveLength(1)
    expect(document.activeElement).toBe(input())
    // Nothing goes a third time: not on a later render, nor with the next message.
    await settle(10_000)
    await user.type(input(), 'More{Enter}')
    await settle()
    expect(bodies.map((body) => body.message)).toEqual(['Hi', 'Hi', 'More'])
    expect(within(log).getAllByText(/^Reply/)).toHaveLength(2)
  })

  it('token: sends the token it is given, and links to the verification page when the server refuses it', async () => {
    const { user, bodies, rerender } = await gated('age_verification_required', 'jwt-1')
    await user.type(input(), 'Hi{Enter}')
    await settle()
    expect(bodies[0]).toMatchObject({ message: 'Hi', ageToken: 'jwt-1' })
    expect(screen.getByText('Please verify your age to chat.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Verify my age' })
    expect(link.getAttribute('href')).toBe('https://verify.example/age')
    expect(screen.queryByRole('textbox')).toBeNull()
    rerender(<CompanionChat apiBase={API} replyDelay="0" ageToken="jwt-2" />)
    expect(input()).toBeTruthy()
  })

  it('token: sends the turned-away message again, once, when a new token arrives', async () => {
    const { user, bodies, rerender } = await gated('age_verification_required', 'jwt-1')
    await user.type(input(), 'Hi{Enter}')
    await settle()
    expect(bodies).toHaveLength(1)
    // The same token again changes nothing: the gate stays shut and nothing is sent.
    rerender(<CompanionChat apiBase={API} replyDelay="0" ageToken="jwt-1" />)
    await settle()
    expect(bodies).toHaveLength(1)
    rerender(<CompanionChat apiBase={API} replyDelay="0" ageToken="jwt-2" />)
    await settle()
    expect(bodies).toEqual([
      expect.objectContaining({ message: 'Hi', ageToken: 'jwt-1' }),
      expect.objectContaining({ message: 'Hi', ageToken: 'jwt-2' }),
    ])
    expect(within(screen.getByRole('log')).getAllByText(/^Reply/)).toHaveLength(1)
    await settle(10_000)
    expect(bodies).toHaveLength(2)
  })

  it('token: without a token, says so before the visitor writes', async () => {
    await load({ originAllowed: true, ageGate: 'token', ageVerifyUrl: null })
    expect(screen.getByText('Please verify your age to chat.')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})

describe('a page on an origin the server does not serve', () => {
  it('shows no chat and logs one console error naming the origin and what to add', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = await load({ originAllowed: false, ageGate: 'off', ageVerifyUrl: null })
    expect(container.textContent).toBe('')
    expect(error).toHaveBeenCalledOnce()
    const message = String(error.mock.calls[0]?.[0])
    expect(message).toContain(location.origin)
    expect(message).toMatch(/ALLOWED_ORIGINS/)
    expect(message).toMatch(/partner registry/)
  })

  it('keeps the chat when the config cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await load()
    expect(input()).toBeTruthy()
    expect(console.error).not.toHaveBeenCalled()
  })
})
