import { act, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { KEY, lines, load, resetChat, serve, settle, transcript, typing } from '../testing/chatHarness.tsx'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { loadExtras } from '../extras/loadExtras.ts'

// A limit's words come with the extras module: loaded here once, so a test only waits a tick for them.
beforeAll(async () => {
  await loadExtras()
})

beforeEach(useTestingLibraryFakeTimers)

/** Whole-chat renders with typed input: 4 s alone on a loaded machine, past vitest's 5 s beside other work. */
const RENDERS = { timeout: 15_000 }
afterEach(resetChat)

describe('useChat: two tabs, rate-limited reads, expiry', RENDERS, () => {
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
    // The greeting alone (beside the widget's AI notice line).
    expect(log.querySelectorAll('li:not([part="system-line"])')).toHaveLength(1)
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

  it('shows an exchange another tab of the same conversation had, adding only what is new', async () => {
    localStorage.setItem(KEY, 'session-1')
    let exchanges: [from: 'visitor' | 'persona', text: string][] = [
      ['visitor', 'here first'],
      ['persona', 'hi there'],
    ]
    serve({ transcript: () => transcript(exchanges, 5) })
    const { log } = await load()
    const first = within(log).getByText('here first').closest('li')
    expect(within(log).getByText(en.aiNotice.replace('{name}', 'Mia'), { exact: false })).toBeTruthy()
    exchanges = [...exchanges, ['visitor', 'from the other tab'], ['persona', 'answered there']]
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: `${KEY}:pending`, newValue: null }))
      await vi.advanceTimersByTimeAsync(0)
    })
    const shown = [...log.querySelectorAll('li:not([part="system-line"]) p')].map((text) => text.textContent)
    expect(shown).toEqual([
      defaultPersona.greeting,
      'here first',
      'hi there',
      'from the other tab',
      'answered there',
    ])
    // The lines it showed before are the same elements, so the live log reads out only the new ones.
    expect(within(log).getByText('here first').closest('li')).toBe(first)
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

describe('useChat: every limit says what it is, and the offer stays in sight', RENDERS, () => {
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

  it('after the offer: no reply, the event is marked, the offer moves under the message, the placeholder says so', async () => {
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
    // Sent quietly (a crisis answer could come back); the server answers no reply.
    expect(server.bodies).toHaveLength(7)
    expect(sent).toEqual([{ length: 12, afterOffer: true }])
    const items = within(log).getAllByRole('listitem')
    expect(items.at(-2)?.textContent).toContain('still there?')
    expect(within(items.at(-1) as HTMLElement).getByRole('link', { name: en.signupLabel })).toBeTruthy()
    expect(within(log).getAllByRole('link', { name: en.signupLabel })).toHaveLength(1)
  })
})
