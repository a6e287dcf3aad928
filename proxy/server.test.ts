import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError } from './config.ts'
import { startServer } from './server.ts'
import { startFakeOpenAI, type FakeOpenAI } from './testing/fakeOpenAI.ts'
import { SENTINEL_KEY } from './testing/testApp.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

const env = () => ({
  PORT: '0',
  HOST: '127.0.0.1',
  OPENAI_API_KEY: SENTINEL_KEY,
  OPENAI_BASE_URL: upstream.baseURL,
  TRUST_PROXY: '1',
  LOG_LEVEL: 'silent',
})

function chat(url: string, message: string) {
  return fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' },
    body: JSON.stringify({ message }),
  })
}

describe('startServer', () => {
  it('lets in-flight requests finish on shutdown, then stops accepting', async () => {
    const server = await startServer(env())
    const asked = upstream.requests.length
    const inFlight = chat(server.url, 'take your time [[slow:400]]')
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(asked + 1), {
      timeout: 20_000,
      interval: 5,
    })
    const closed = server.close()
    const res = await inFlight
    expect(res.status).toBe(200)
    expect((await res.json()).reply.kind).toBe('reply')
    await closed
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })

  it('refuses to start on a bad setting, naming it', async () => {
    await expect(startServer({ ...env(), TRUST_PROXY: 'true' })).rejects.toThrow(ConfigError)
    await expect(startServer({ ...env(), PORT: 'x' })).rejects.toThrow(/PORT/)
  })
})
