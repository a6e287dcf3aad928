import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from './testing/fakeOpenAI.ts'
import { rawRequest, startServerProcess } from './testing/serverProcess.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

describe('server start-up (a real server process)', () => {
  it('never logs credentials given inside OPENAI_BASE_URL', async () => {
    const withCredentials = upstream.baseURL.replace('http://', 'http://model-user:b4se-url-secret@')
    const server = await startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: withCredentials,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
      STATIC_DIR: '/nonexistent-static-dir',
      DRAIN_DELAY_MS: '0',
    })
    const chat = await rawRequest(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' },
      body: JSON.stringify({ message: 'hi [[fail]]' }),
    })
    expect(chat.status).toBe(200)
    server.child.kill('SIGTERM')
    await server.exited
    expect(server.output()).toMatch(/model endpoint configured/)
    expect(server.output()).toContain('http://[redacted]@127.0.0.1')
    expect(server.output()).not.toMatch(/b4se-url-secret|model-user/)
  })

  it('prints an IPv6 listening address in brackets', async () => {
    const server = await startServerProcess({
      PORT: '0',
      HOST: '::1',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent-static-dir',
      DRAIN_DELAY_MS: '0',
    })
    expect(server.url).toMatch(/^http:\/\/\[::1\]:\d+$/)
    expect((await rawRequest(`${server.url}/healthz`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('refuses an OPENAI_BASE_URL that is not http(s), naming the variable', async () => {
    await expect(
      startServerProcess({ OPENAI_BASE_URL: 'ftp://llm.example/v1', STATIC_DIR: '/nonexistent-static-dir' }),
    ).rejects.toThrow(/exited with 1: .*OPENAI_BASE_URL/s)
  })
})
