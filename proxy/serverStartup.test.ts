import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from './testing/fakeOpenAI.ts'
import { rawRequest, startServerProcess } from './testing/serverProcess.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

/** A server process loads the whole proxy from TypeScript: past 20 s on a loaded two-core machine. */
const PROCESS_START = { timeout: 60_000 }

describe('server start-up (a real server process)', PROCESS_START, () => {
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
    expect(server.output()).toMatch(/"staticDir":"\/nonexistent-static-dir".*STATIC_DIR has no widget/)
    expect(server.output()).toContain('http://[redacted]@127.0.0.1')
    expect(server.output()).not.toMatch(/b4se-url-secret|model-user/)
  })

  it('warns at start-up that X-Forwarded-For can be forged when TRUST_PROXY meets a wildcard HOST', async () => {
    const server = await startServerProcess({
      PORT: '0',
      HOST: '0.0.0.0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-static-dir',
      DRAIN_DELAY_MS: '0',
    })
    server.child.kill('SIGTERM')
    await server.exited
    expect(server.output()).toMatch(/"level":40.*"host":"0\.0\.0\.0".*forge X-Forwarded-For/)
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

  it.each([
    ['a port in use', 'in use', /^PORT \d+: already in use on 127\.0\.0\.1/m],
    ['an unresolvable HOST', 'host', /^HOST no-such-host\.invalid: cannot be resolved/m],
    ['an unreachable Redis', 'redis', /^REDIS_URL: Redis at 127\.0\.0\.1:\d+ is not reachable/m],
  ])(
    'stops on %s with one line naming the variable and the cause, exit code 1, no stack',
    async (_name, kind, expected) => {
      const taken = createServer().listen(0, '127.0.0.1')
      await new Promise((resolve) => taken.once('listening', resolve))
      const { port } = taken.address() as { port: number }
      const envs: Record<string, Record<string, string>> = {
        'in use': { PORT: String(port), HOST: '127.0.0.1' },
        host: { PORT: '0', HOST: 'no-such-host.invalid' },
        redis: { PORT: '0', HOST: '127.0.0.1', REDIS_URL: `redis://127.0.0.1:${port}` },
      }
      const env = envs[kind]!
      if (kind === 'redis') await new Promise((resolve) => taken.close(resolve))
      const failure = await startServerProcess({
        ...env,
        LOG_LEVEL: 'silent',
        STATIC_DIR: '/nonexistent-static-dir',
      })
        .then(() => new Error('the server started'))
        .catch((error: unknown) => error as Error)
      taken.close()
      expect(failure.message).toMatch(/^server exited with 1: /)
      const output = failure.message.replace(/^server exited with 1: /, '')
      expect(output).toMatch(expected)
      expect(output).not.toMatch(/^\s+at /m)
    },
  )

  it('names the variable and the real cause of an unreachable Redis in one line, with no outage logged', async () => {
    const taken = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => taken.once('listening', resolve))
    const { port } = taken.address() as { port: number }
    await new Promise((resolve) => taken.close(resolve))
    const failure = await startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent-static-dir',
    })
      .then(() => new Error('the server started'))
      .catch((error: unknown) => error as Error)
    const output = failure.message.replace(/^server exited with 1: /, '')
    const redisLines = output.split('\n').filter((line) => /redis/i.test(line))
    expect(redisLines).toEqual([
      `REDIS_URL: Redis at 127.0.0.1:${port} is not reachable: ECONNREFUSED 127.0.0.1:${port}`,
    ])
    expect(output).not.toContain('Connection is closed')
  })
})
