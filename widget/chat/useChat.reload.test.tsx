import { act, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../core/i18n/en.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { KEY, lines, load, resetChat, serve, settle, transcript, typing } from '../testing/chatHarness.tsx'
import { jsonResponse } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'

// Waiting for a message sent before a reload comes with the extras: loaded once, before the fake clock.
beforeAll(async () => {
  await loadExtras()
})
beforeEach(useTestingLibraryFakeTimers)
afterEach(resetChat)

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
