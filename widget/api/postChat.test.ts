import { afterEach, describe, expect, it, vi } from 'vitest'
import { enWidget } from '../../core/i18n/en.ts'
import { jsonResponse } from '../testing/fakeChatServer.ts'
import { errorText } from './errorText.ts'
import { isChatResponse, postChat } from './postChat.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ok = { sessionId: 's1', reply: { text: 'Hi 😘', kind: 'reply' }, signup: null, remaining: 5 }

describe('postChat', () => {
  it('returns the data of a well-formed answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, ok)),
    )
    expect(await postChat('http://127.0.0.1:9', { message: 'hi' })).toEqual({ data: ok })
  })

  it("keeps the persona's text, the status and the error code from an error body", async () => {
    const body = {
      error: { code: 'rate_limited', message: 'slow down' },
      reply: { text: 'Give me a second 😅' },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, body)),
    )
    const result = await postChat('', { message: 'hi' })
    expect(result.error).toEqual({
      reason: 'http',
      status: 429,
      code: 'rate_limited',
      replyText: 'Give me a second 😅',
    })
  })

  it.each([
    ['network', () => Promise.reject(new TypeError('Failed to fetch')), { reason: 'network' }],
    ['invalid', async () => new Response('not json', { status: 200 }), { reason: 'invalid', status: 200 }],
    ['http', async () => new Response('Bad gateway', { status: 502 }), { reason: 'http', status: 502 }],
  ])('never throws: %s', async (_reason, respond, error) => {
    vi.stubGlobal('fetch', vi.fn(respond))
    const result = await postChat('', { message: 'hi' })
    expect(result).toEqual({ error: { replyText: undefined, ...error } })
    expect(errorText(result.error ?? { reason: 'network' }, enWidget.failure)).toBe(enWidget.failure)
  })

  it('times out after 30 seconds', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('abort'))),
          ),
      ),
    )
    const pending = postChat('', { message: 'hi' })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await pending).toEqual({ error: { reason: 'timeout' } })
  })
})

describe('isChatResponse', () => {
  it.each([
    [ok, true],
    [{ sessionId: 's', reply: null, signup: { text: 't', label: 'l', url: 'u' } }, true],
    [{ sessionId: 's', reply: { text: 1 }, signup: null }, false],
    [{ reply: null, signup: null }, false],
    [{ sessionId: 's', reply: null, signup: { text: 't' } }, false],
    ['<html>', false],
  ])('%j → %s', (value, expected) => {
    expect(isChatResponse(value)).toBe(expected)
  })
})
