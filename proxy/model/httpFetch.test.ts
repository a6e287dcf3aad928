import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { cancelledBy, createHttpFetch } from './httpFetch.ts'

let upstream: FakeOpenAI
const fetchOverHttp = createHttpFetch()
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

const post = (body: string, signal?: AbortSignal, cancel?: AbortSignal) =>
  fetchOverHttp(`${upstream.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body,
    signal,
    ...(cancel && cancelledBy(cancel)),
  })

describe('createHttpFetch', () => {
  it('sends method, headers and body, and returns status, headers and body as a Response', async () => {
    upstream.setMode('ok')
    const res = await post(JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect((await res.json()).choices[0].message.content).toBe('Reply 1 😘')
    expect(upstream.requests.at(-1)!.headers.authorization).toBe('Bearer k')
  })

  it('sends a body with any characters intact, with its length in bytes', async () => {
    upstream.setMode('ok')
    const content = 'Ça va? 😘 — “quotes”, 日本語'
    await post(JSON.stringify({ model: 'm', messages: [{ role: 'user', content }] }))
    const received = upstream.requests.at(-1)!
    expect(received.body.messages[0].content).toBe(content)
    expect(Number(received.headers['content-length'])).toBe(
      Buffer.byteLength(JSON.stringify({ model: 'm', messages: [{ role: 'user', content }] })),
    )
  })

  it('passes error statuses and their headers through', async () => {
    upstream.setMode('error429', { retryAfterSeconds: 7 })
    const res = await post('{}')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('7')
  })

  it('rejects when the connection is reset or the signal aborts', async () => {
    upstream.setMode('reset')
    await expect(post('{}')).rejects.toThrow()
    upstream.setMode('slow', { delayMs: 5_000 })
    const controller = new AbortController()
    const pending = post('{}', controller.signal)
    setTimeout(() => controller.abort(new Error('gave up')), 50)
    await expect(pending).rejects.toThrow('gave up')
    await expect(post('{}', AbortSignal.abort(new Error('already')))).rejects.toThrow('already')
  })

  it('ends a request when the signal given by cancelledBy aborts, and sends nothing once it has', async () => {
    upstream.setMode('slow', { delayMs: 5_000 })
    const controller = new AbortController()
    const pending = post('{}', undefined, controller.signal)
    setTimeout(() => controller.abort(new Error('deadline')), 50)
    await expect(pending).rejects.toThrow('deadline')
    const sent = upstream.requests.length
    await expect(post('{}', undefined, controller.signal)).rejects.toThrow('deadline')
    expect(upstream.requests).toHaveLength(sent)
  })

  it('reaches an IPv6 address, keeps the path and query, and sends credentials in the URL as Basic auth', async () => {
    const seen: { url?: string; headers?: IncomingHttpHeaders }[] = []
    const server = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers })
      res.end('{}')
    })
    server.listen(0, '::1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetchOverHttp(`http://us%40er:p%3Ass@[::1]:${port}/v1/chat/completions?x=1`, {
        method: 'POST',
        body: '{}',
      })
      expect(res.status).toBe(200)
      expect(seen[0]?.url).toBe('/v1/chat/completions?x=1')
      expect(seen[0]?.headers?.authorization).toBe(`Basic ${Buffer.from('us@er:p:ss').toString('base64')}`)
    } finally {
      server.close()
    }
  })

  it('sends headers given as pairs lower-cased, a repeated one joined as Headers joins it', async () => {
    const seen: IncomingHttpHeaders[] = []
    const server = createServer((req, res) => {
      seen.push(req.headers)
      res.end('{}')
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      await fetchOverHttp(`http://127.0.0.1:${port}/`, {
        headers: [
          ['X-Tag', 'a'],
          ['x-tag', 'b'],
        ],
      })
      expect(seen[0]?.['x-tag']).toBe('a, b')
    } finally {
      server.close()
    }
  })

  it('refuses a URL that is not http(s), every time it is asked', async () => {
    await expect(fetchOverHttp('ftp://127.0.0.1/x')).rejects.toThrow('unsupported URL ftp:')
    await expect(fetchOverHttp('ftp://127.0.0.1/x')).rejects.toThrow('unsupported URL ftp:')
  })
})
