import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { chatResponseSchema } from '../../core/protocol.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { rawRequest, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts'
import { SENTINEL_KEY } from '../testing/testApp.ts'
import type { DeliveryEntry } from './deliveryLog.ts'
import { startScriptedReceiver, type Receiver } from './testing/postbackFixtures.ts'

const SECRET = 'kill-test-network-secret-41f0'
const ORIGIN = 'https://acme.example'
/** The wait before the retry: long enough to kill the first process before it is due, short for a test. */
const RETRY_DELAY_MS = 2_000

const redis = redisForTests()
let receiver: Receiver | undefined
let upstream: FakeOpenAI | undefined
let dir = ''
let env: Record<string, string> = {}
/** Every server process started, as its start: a test that times out may leave one starting. */
const servers: Promise<ServerProcess>[] = []

beforeAll(async () => {
  receiver = await startScriptedReceiver(500, 200)
  upstream = await startFakeOpenAI()
  dir = mkdtempSync(join(tmpdir(), 'postbacks-kill-'))
  const partnersFile = join(dir, 'partners.json')
  const partner = {
    id: 'acme',
    name: 'Acme',
    origins: [ORIGIN],
    postbackUrl: `${receiver.base}/pb?cid={click_id}&s={status}`,
  }
  writeFileSync(partnersFile, JSON.stringify({ partners: [partner] }))
  env = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent-static-dir',
    OPENAI_API_KEY: SENTINEL_KEY,
    OPENAI_BASE_URL: upstream.baseURL,
    REDIS_URL: redis.url(),
    PARTNERS_FILE: partnersFile,
    SIGNUP_URL: 'https://offer.example/join?s1={click_id}',
    POSTBACK_SECRET: SECRET,
    // The receiver is on loopback.
    POSTBACK_ALLOW_PRIVATE: 'true',
    POSTBACK_RETRY_DELAYS_MS: String(RETRY_DELAY_MS),
    RATE_LIMIT_PER_MINUTE: '0',
    // No load balancer to tell: the last process stops at once on SIGTERM.
    DRAIN_DELAY_MS: '0',
    SESSION_RATE_LIMIT_PER_HOUR: '0',
  }
})

afterAll(async () => {
  // Whatever happened in the test: no server process outlives the file (redis-server stops after this).
  await Promise.all(
    servers.map(async (start) => {
      const server = await start.catch(() => undefined)
      if (!server) return
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
      await server.exited
    }),
  )
  await receiver?.close()
  await upstream?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function startServer(): Promise<ServerProcess> {
  const start = startServerProcess(env)
  servers.push(start)
  return start
}

/** Chats from the partner's page until the offer and follows its link, as a visitor does: the click id. */
async function visitorClick(url: string): Promise<string> {
  let sessionId: string | undefined
  let signup: string | undefined
  for (let turn = 1; turn < FREE_REPLY_LIMIT; turn += 1) {
    const res = await rawRequest(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ message: `turn ${turn}`, sessionId }),
    })
    expect(res.status, res.body).toBe(200)
    const body = chatResponseSchema.parse(JSON.parse(res.body))
    sessionId = body.sessionId
    signup = body.signup?.url
  }
  expect(signup).toBeDefined()
  const path = new URL(signup!).pathname
  const redirect = await rawRequest(`${url}${path}`)
  expect(redirect.status).toBe(302)
  const clickId = new URL(redirect.headers.location!).searchParams.get('s1')!
  expect(path).toBe(`/go/signup/${clickId}`)
  return clickId
}

/** The one key matching `pattern` in the test's Redis (the deployment's key prefix is the server's choice). */
async function keyOf(probe: Redis, pattern: string): Promise<string> {
  const keys = await probe.keys(pattern)
  expect(keys).toHaveLength(1)
  return keys[0]!
}

describe('partner postbacks on Redis, with the server process killed', () => {
  it('sends the retry of a failed delivery once from the next process after a SIGKILL', async () => {
    const probe = redis.client()
    const first = await startServer()
    const clickId = await visitorClick(first.url)
    const fields = new URLSearchParams({
      click_id: clickId,
      txid: 'NET-kill-1',
      payout: '20.00',
      currency: 'USD',
      status: 'approved',
      token: SECRET,
    })
    const conversion = await rawRequest(`${first.url}/postback/conversion?${fields}`)
    expect(conversion.status, conversion.body).toBe(200)
    expect(JSON.parse(conversion.body)).toMatchObject({ outcome: 'created' })

    // The first try failed and the job waits in BullMQ's delayed set for its retry: kill the process there.
    await vi.waitFor(() => expect(receiver!.arrivals).toHaveLength(1), { timeout: 5_000, interval: 20 })
    const delayed = await vi.waitFor(() => keyOf(probe, '*postbacks}:postbacks:delayed'), {
      timeout: 5_000,
      interval: 20,
    })
    await vi.waitFor(async () => expect(await probe.zcard(delayed)).toBe(1), { timeout: 5_000, interval: 20 })
    first.child.kill('SIGKILL')
    expect(await first.exited).toBeNull()
    expect(first.child.signalCode).toBe('SIGKILL')
    const killedAt = Date.now()
    expect(receiver!.arrivals).toHaveLength(1)

    const second = await startServer()
    const completed = await vi.waitFor(() => keyOf(probe, '*postbacks}:postbacks:completed'), {
      timeout: RETRY_DELAY_MS + 20_000,
      interval: 50,
    })
    await vi.waitFor(async () => expect(await probe.zcard(completed)).toBe(1), {
      timeout: 5_000,
      interval: 50,
    })
    // The job is done: nothing can send it again, so two arrivals now are two arrivals for good.
    expect(receiver!.arrivals.map(({ url }) => url)).toEqual(Array(2).fill(`/pb?cid=${clickId}&s=approved`))
    expect(receiver!.arrivals[1]!.at).toBeGreaterThanOrEqual(killedAt)
    expect(await probe.zcard(delayed)).toBe(0)

    // The delivery log in Redis (what /partner lists) has both tries, newest first, across the two processes.
    const logKey = await keyOf(probe, '*postbacks:log:acme')
    const log = (await probe.lrange(logKey, 0, -1)).map((line) => JSON.parse(line) as DeliveryEntry)
    expect(log).toMatchObject([
      { eventId: 'NET-kill-1#1', attempt: 2, delivered: true, code: 200 },
      { eventId: 'NET-kill-1#1', attempt: 1, delivered: false, code: 500 },
    ])
    expect(log[1]!.nextTryAt).toBe(log[1]!.at + RETRY_DELAY_MS)
    expect(log[0]!.at).toBeGreaterThanOrEqual(killedAt)
    expect(first.output()).toContain('partner postback failed')
    expect(second.output()).toContain('partner postback delivered')

    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 60_000)
})
