import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import type { ChatRequest, TranscriptResponse } from '../../core/protocol.ts'
import { CompanionChat } from '../CompanionChat/CompanionChat.tsx'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'

const API = 'http://127.0.0.1:9'
const KEY = `companion-chat:${API}:mia:session`
const GREETING = { from: 'persona' as const, text: defaultPersona.greeting, at: new Date(0).toISOString() }

beforeEach(useTestingLibraryFakeTimers)

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function load(replyDelay = '0') {
  const view = render(<CompanionChat apiBase={API} replyDelay={replyDelay} />)
  await settle()
  const input = screen.getByRole('textbox', { name: 'Message' })
  return { ...view, input, log: screen.getByRole('log'), user: userEvent.setup({ delay: null }) }
}

type Handler = (body: ChatRequest & { sessionId?: string }) => Response | Promise<Response>

/** A fetch stand-in routing /api/chat and /api/chat/transcript to the test's handlers, recording bodies. */
function serve(routes: { chat?: Handler; transcript?: Handler }) {
  const calls: { path: string; body: ChatRequest }[] = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as ChatRequest
    const path = new URL(url).pathname
    calls.push({ path, body })
    const handler = path.endsWith('/transcript') ? routes.transcript : routes.chat
    return handler ? handler(body) : jsonResponse(500, {})
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, reads: () => calls.filter((call) => call.path.endsWith('/transcript')).length }
}

function transcript(texts: [from: 'visitor' | 'persona', text: string][], remaining: number): Response {
  const messages = [GREETING, ...texts.map(([from, text]) => ({ from, text, at: new Date(1).toISOString() }))]
  const body: TranscriptResponse = { sessionId: 'session-1', messages, remaining, signup: null }
  return jsonResponse(200, body)
}

const lines = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
const typing = (log: HTMLElement) => within(log).queryByText('Mia is typing')

describe('useChat: nothing the visitor wrote is lost', () => {
  it('keeps the session id as soon as the server answers, before the typing delay ends', async () => {
    serve({ chat: () => jsonResponse(200, { sessionId: 'session-1', reply: { text: 'Hi' }, signup: null }) })
    const { user, input, log } = await load('5000')
    await user.type(input, 'Hello{Enter}')
    await settle(100)
    expect(typing(log)).not.toBeNull()
    expect(localStorage.getItem(KEY)).toBe('session-1')
  })

  it('after a reload while the model answers, shows the message and typing, and reads until the answer is saved', async () => {
    localStorage.setItem(KEY, 'session-1')
    const saved: [from: 'visitor' | 'persona', text: string][] = []
    const server = serve({
      transcript: () => transcript(saved, 6 - saved.length / 2),
      chat: (body) =>
        body.message === 'slow one'
          ? new Promise<Response>(() => undefined)
          : jsonResponse(200, {
              sessionId: 'session-1',
              reply: { text: `to ${body.message}` },
              signup: null,
            }),
    })
    const first = await load()
    await first.user.type(first.input, 'slow one{Enter}')
    first.unmount()

    const second = await load()
    expect(lines(second.log).at(-2)).toContain('slow one')
    expect(typing(second.log)).not.toBeNull()
    await second.user.type(second.input, 'and meanwhile{Enter}')
    await settle(1_000)
    expect(server.calls.filter((call) => call.body.message === 'and meanwhile')).toEqual([])
    saved.push(['visitor', 'slow one'], ['persona', 'the slow answer'])
    await settle(2_000)
    expect(within(second.log).getByText('the slow answer')).toBeTruthy()
    await settle()
    expect(server.calls.at(-1)?.body).toMatchObject({ message: 'and meanwhile', sessionId: 'session-1' })
    expect(within(second.log).getByText('to and meanwhile')).toBeTruthy()
  })

  it('keeps a message pending when the page goes away mid-request, so the next load waits for its answer', async () => {
    localStorage.setItem(KEY, 'session-1')
    let cutOff: (reason: Error) => void = () => undefined
    serve({
      transcript: () => transcript([], 6),
      chat: () => new Promise<Response>((_resolve, reject) => (cutOff = reject)),
    })
    const first = await load()
    await first.user.type(first.input, 'sent as I left{Enter}')
    await act(async () => {
      cutOff(new TypeError('Failed to fetch'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(localStorage.getItem(`${KEY}:pending`)).toContain('sent as I left')
    first.unmount()
    const second = await load()
    expect(lines(second.log).at(-2)).toContain('sent as I left')
    expect(typing(second.log)).not.toBeNull()
  })

  it('forgets the pending message when the page stays after a network error', async () => {
    localStorage.setItem(KEY, 'session-1')
    serve({
      transcript: () => transcript([], 6),
      chat: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const { user, input, log } = await load()
    await user.type(input, 'into the void{Enter}')
    await settle(1_000)
    expect(within(log).getByText(en.failure)).toBeTruthy()
    expect(localStorage.getItem(`${KEY}:pending`)).toBeNull()
  })

  it('gives up after a bounded number of reads and says the message did not get through', async () => {
    localStorage.setItem(KEY, 'session-1')
    const server = serve({
      transcript: () => transcript([], 6),
      chat: () => new Promise<Response>(() => undefined),
    })
    const first = await load()
    await first.user.type(first.input, 'lost in the void{Enter}')
    first.unmount()
    const second = await load()
    await settle(60_000)
    expect(server.reads()).toBe(2 + 7)
    expect(typing(second.log)).toBeNull()
    expect(within(second.log).getByText(en.failure)).toBeTruthy()
    await settle(60_000)
    expect(server.reads()).toBe(9)
  })
})

describe('useChat: two tabs, rate-limited reads, expiry', () => {
  it('adopts the conversation another tab saved, and shows its transcript', async () => {
    const server = serve({
      transcript: () =>
        transcript(
          [
            ['visitor', 'from the other tab'],
            ['persona', 'hi there'],
          ],
          5,
        ),
    })
    const { log, user, input } = await load()
    expect(lines(log)).toHaveLength(1)
    localStorage.setItem(KEY, 'session-1')
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'session-1' }))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(within(log).getByText('from the other tab')).toBeTruthy()
    expect(within(log).getByText('hi there')).toBeTruthy()
    serve({ chat: () => jsonResponse(200, { sessionId: 'session-1', reply: { text: 'ok' }, signup: null }) })
    await user.type(input, 'same conversation{Enter}')
    expect(server.reads()).toBe(1)
  })

  it('after a 429 on the transcript waits Retry-After with the typing indicator, then shows the conversation', async () => {
    localStorage.setItem(KEY, 'session-1')
    let limited = true
    serve({
      transcript: () => {
        if (!limited)
          return transcript(
            [
              ['visitor', 'earlier'],
              ['persona', 'answer'],
            ],
            5,
          )
        limited = false
        return new Response('{"error":{"code":"rate_limited","message":"x"}}', {
          status: 429,
          headers: { 'Retry-After': '2' },
        })
      },
    })
    const { log } = await load()
    expect(typing(log)).not.toBeNull()
    expect(within(log).queryByText(defaultPersona.greeting)).toBeNull()
    await settle(2_000)
    expect(within(log).getByText('earlier')).toBeTruthy()
    expect(typing(log)).toBeNull()
  })

  it('when the transcript stays limited for long, starts a new conversation for real', async () => {
    localStorage.setItem(KEY, 'session-1')
    const server = serve({
      transcript: () =>
        new Response('{"error":{"code":"rate_limited","message":"x"}}', {
          status: 429,
          headers: { 'Retry-After': '3600' },
        }),
      chat: () => jsonResponse(200, { sessionId: 'session-2', reply: { text: 'new' }, signup: null }),
    })
    const { log, user, input } = await load()
    expect(within(log).getByText(defaultPersona.greeting)).toBeTruthy()
    expect(localStorage.getItem(KEY)).toBeNull()
    await user.type(input, 'hi{Enter}')
    await settle()
    expect(server.calls.at(-1)?.body).not.toHaveProperty('sessionId')
  })

  it('parts an expired conversation from the new one the server started', async () => {
    localStorage.setItem(KEY, 'session-1')
    const server = serve({
      transcript: () =>
        transcript(
          [
            ['visitor', 'long ago'],
            ['persona', 'indeed'],
          ],
          5,
        ),
      chat: () =>
        jsonResponse(200, { sessionId: 'session-2', reply: { text: 'nice to meet you' }, signup: null }),
    })
    const { log, user, input } = await load()
    await user.type(input, 'back again{Enter}')
    await settle()
    expect(server.calls.at(-1)?.body).toMatchObject({ sessionId: 'session-1' })
    const divider = within(log).getByText(en.conversationEnded)
    expect(divider.getAttribute('part')).toBe('system-line')
    const texts = lines(log)
    const at = texts.indexOf(en.conversationEnded)
    expect(texts.findIndex((line) => line.includes('long ago'))).toBeLessThan(at)
    expect(texts[at + 1]).toContain(defaultPersona.greeting)
    expect(texts[at + 2]).toContain('back again')
    expect(localStorage.getItem(KEY)).toBe('session-2')
  })
})

describe('useChat: every limit says what it is, and the offer stays in sight', () => {
  it('answers a new-conversation limit in the persona’s words with when to come back', async () => {
    serve({
      chat: () =>
        new Response('{"error":{"code":"session_rate_limited","message":"x"}}', {
          status: 429,
          headers: { 'Retry-After': '3569' },
        }),
    })
    const { log, user, input } = await load()
    await user.type(input, 'hi{Enter}')
    await settle()
    expect(within(log).getByText(/Come back in 1 hour\? 😊$/)).toBeTruthy()
    expect(within(log).queryByText(en.failure)).toBeNull()
  })

  it('after the offer: no request, the event is marked, the offer moves under the message, the placeholder says so', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const { log, user, input, container } = await load()
    for (let turn = 1; turn <= 6; turn += 1) {
      await user.type(input, `message ${turn}{Enter}`)
      await settle()
    }
    expect(input.getAttribute('placeholder')).toBe(en.placeholderClosed)
    const sent: unknown[] = []
    container.addEventListener('companion-chat:message-sent', (event) =>
      sent.push((event as CustomEvent).detail),
    )
    await user.type(input, 'still there?{Enter}')
    await settle(10_000)
    expect(server.bodies).toHaveLength(6)
    expect(sent).toEqual([{ length: 12, afterOffer: true }])
    const items = within(log).getAllByRole('listitem')
    expect(items.at(-2)?.textContent).toContain('still there?')
    expect(within(items.at(-1) as HTMLElement).getByRole('link', { name: en.signupLabel })).toBeTruthy()
    expect(within(log).getAllByRole('link', { name: en.signupLabel })).toHaveLength(1)
  })
})
