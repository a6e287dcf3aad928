import { Agent } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { createUndiciFetch } from './undiciFetch.ts'

let upstream: FakeOpenAI
const agent = new Agent()
const fetchOverUndici = createUndiciFetch(agent)
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(async () => {
  await upstream.close()
  await agent.close()
})

const post = (body: string, signal?: AbortSignal) =>
  fetchOverUndici(`${upstream.baseURL}/chat/completions`, {
    method: 'POST',
    headers: new Headers({ 'content-type': 'application/json', authorization: 'Bearer k' }),
    body,
    signal: signal ?? null,
  })

describe('createUndiciFetch', () => {
  it('sends method, headers and body, and returns status, headers and body as a Response', async () => {
    upstream.setMode('ok')
    const content = 'Ça va? 😘 — “quotes”, 日本語'
    const res = await post(JSON.stringify({ model: 'm', messages: [{ role: 'user', content }] }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect((await res.json()).choices[0].message.content).toBe('Reply 1 😘')
    expect(upstream.requests.at(-1)!.headers.authorization).toBe('Bearer k')
    expect(upstream.requests.at(-1)!.body.messages[0].content).toBe(content)
  })

  it('passes error statuses and their headers through', async () => {
    upstream.setMode('error429', { retryAfterSeconds: 7 })
    const res = await post('{}')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('7')
  })

  it('rejects when the connection is reset or the signal aborts, and sends nothing on an aborted signal', async () => {
    upstream.setMode('reset')
    await expect(post('{}')).rejects.toThrow()
    upstream.setMode('slow', { delayMs: 5_000 })
    const controller = new AbortController()
    const pending = post('{}', controller.signal)
    setTimeout(() => controller.abort(new Error('gave up')), 50)
    await expect(pending).rejects.toThrow('gave up')
    const sent = upstream.requests.length
    await expect(post('{}', AbortSignal.abort(new Error('already')))).rejects.toThrow('already')
    expect(upstream.requests).toHaveLength(sent)
  })

  it('refuses a URL that is not http(s)', async () => {
    await expect(fetchOverUndici('ftp://127.0.0.1/x')).rejects.toThrow()
  })
})
