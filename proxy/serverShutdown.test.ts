import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from './testing/fakeOpenAI.ts'
import { rawRequest, startServerProcess } from './testing/serverProcess.ts'
import { SENTINEL_KEY } from './testing/testApp.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

const chatHeaders = { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' }

describe('shutdown on SIGTERM (a real server process)', () => {
  it('turns /readyz 503 before the listener closes, closes keep-alive connections and lets a model call slower than the old grace finish', async () => {
    const server = await startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      OPENAI_API_KEY: SENTINEL_KEY,
      OPENAI_BASE_URL: upstream.baseURL,
      MODEL_TIMEOUT_MS: '13000',
      MODEL_DEADLINE_MS: '13000',
      TRUST_PROXY: '1',
      DRAIN_DELAY_MS: '1500',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-static-dir',
    })
    const agent = new http.Agent({ keepAlive: true })
    const idle = await rawRequest(`${server.url}/healthz`, { agent })
    expect(idle.headers.connection).toBe('keep-alive')
    const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()))
    const inFlight = rawRequest(`${server.url}/api/chat`, {
      method: 'POST',
      headers: chatHeaders,
      body: JSON.stringify({ message: 'take your time [[slow:11000]]' }),
    })
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(1), { timeout: 20_000, interval: 5 })

    server.child.kill('SIGTERM')
    await idleClosed
    const ready = await rawRequest(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.headers.connection).toBe('close')
    await expect(rawRequest(`${server.url}/healthz`, { agent: undefined })).resolves.toMatchObject({
      status: 200,
      headers: { connection: 'close' },
    })
    // The listener closes once the drain delay is over.
    await vi.waitFor(() => expect(rawRequest(`${server.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/), {
      timeout: 9_000,
      interval: 100,
    })

    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body).reply.kind).toBe('reply')
    expect(await server.exited).toBe(0)
    agent.destroy()
  }, 30_000)
})
