import { setTimeout as sleep } from 'node:timers/promises'
import type { Options as RateLimitOptions, Store as RateLimitStore } from 'express-rate-limit'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_COMMAND_TIMEOUT_MS } from './redisClient.ts'
import { createRedisStore } from './redisStore.ts'
import type { Store } from './store.ts'
import { describeStoreContract } from './testing/storeContract.ts'
import { testSession } from './testing/testSession.ts'
import { type RedisServer, startRedisServer } from './testing/redisServer.ts'

let server: RedisServer
let prefixes = 0
const uniquePrefix = (): string => `test${(prefixes += 1)}:`

beforeAll(async () => {
  server = await startRedisServer()
})
afterAll(async () => {
  await server?.close()
})

describeStoreContract('redis', async () => {
  const ttlMs = 1_000
  const store = await createRedisStore({ redis: server.url, ttlMs, keyPrefix: uniquePrefix() })
  return { store, ttlMs, advance: (ms) => sleep(ms), close: () => store.close() }
})

describe('redis store', () => {
  const opened: Store[] = []
  const open = async (keyPrefix: string, url = server.url): Promise<Store> => {
    const store = await createRedisStore({ redis: url, ttlMs: 60_000, keyPrefix })
    opened.push(store)
    return store
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()))
  })

  it('renews a session in the live-session index at most once per quarter TTL, reads between cost no call', async () => {
    const prefix = uniquePrefix()
    const store = await createRedisStore({ redis: server.url, ttlMs: 1_000, keyPrefix: prefix })
    opened.push(store)
    const raw = new Redis(server.url)
    try {
      const score = async () => {
        const [shard] = await raw.keys(`${prefix}sessions:*`)
        return Number(await raw.zscore(shard!, 'quarter'))
      }
      await store.createSession(testSession('quarter'))
      await expect.poll(score).toBeGreaterThan(0)
      const created = await score()
      await store.getSession('quarter')
      await sleep(50)
      expect(await score()).toBe(created)
      await sleep(250)
      await store.getSession('quarter')
      await expect.poll(score).toBeGreaterThan(created)
      expect(await store.sessionCount()).toBe(1)
    } finally {
      raw.disconnect()
    }
  })

  it('shares sessions and the reply cap between instances', async () => {
    const prefix = uniquePrefix()
    const [a, b] = [await open(prefix), await open(prefix)]
    await a.createSession(testSession('shared'))
    expect(await b.getSession('shared')).toMatchObject({ id: 'shared', count: 1 })

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).reserveReply('shared', 7, 60_000)),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(6)
  })

  it('lets the reservation of an instance that stopped lapse for the others', async () => {
    const prefix = uniquePrefix()
    const [a, b] = [await open(prefix), await open(prefix)]
    await a.createSession(testSession('crash', { count: 6 }))
    expect((await a.reserveReply('crash', 7, 300)).ok).toBe(true)
    await a.close()
    expect(await b.reserveReply('crash', 7, 300)).toEqual({ ok: false, reason: 'limit' })
    await sleep(500)
    expect((await b.reserveReply('crash', 7, 300)).ok).toBe(true)
  })

  it('shares rate-limit counters between instances under their own prefix', async () => {
    const prefix = uniquePrefix()
    const [a, b] = [await open(prefix), await open(prefix)]
    const chatA = await initialised(a.rateLimitStore('chat:'))
    const chatB = await initialised(b.rateLimitStore('chat:'))
    const sessions = await initialised(b.rateLimitStore('session:'))
    expect((await chatA.increment('203.0.113.9')).totalHits).toBe(1)
    expect((await chatB.increment('203.0.113.9')).totalHits).toBe(2)
    expect((await sessions.increment('203.0.113.9')).totalHits).toBe(1)
  })

  it('keeps every key under its prefix and nothing without an expiry', async () => {
    const prefix = uniquePrefix()
    const store = await open(prefix)
    await store.createSession(testSession('keys'))
    const reservation = await store.reserveReply('keys', 7, 60_000)
    if (!reservation.ok) throw new Error('expected a reservation')
    await store.commitReply('keys', reservation.token, [{ from: 'visitor', text: 'Hello', at: 1 }])
    await store.reserveReply('keys', 7, 60_000)
    await store.incrementDailyModelCalls('2026-01-01')
    await (await initialised(store.rateLimitStore('chat:'))).increment('203.0.113.9')

    const raw = new Redis(server.url)
    try {
      const keys = await raw.keys(`${prefix}*`)
      const index = keys.filter((key) => key.startsWith(`${prefix}sessions:`))
      expect(index).toHaveLength(1)
      expect(index[0]).toMatch(/:sessions:\{\d+\}$/)
      expect(keys.filter((key) => !index.includes(key)).sort()).toEqual(
        ['daily:2026-01-01', 'rl:chat:203.0.113.9', '{keys}r', '{keys}s', '{keys}t'].map((k) => prefix + k),
      )
      for (const key of keys) expect(await raw.pttl(key), key).toBeGreaterThan(0)
      expect(await raw.pttl(`${prefix}{keys}s`)).toBeLessThanOrEqual(60_000)
      expect(await raw.pttl(`${prefix}daily:2026-01-01`)).toBeGreaterThan(47 * 60 * 60 * 1000)
    } finally {
      raw.disconnect()
    }
  })

  it('refuses to start without Redis, naming the address but not the password', async () => {
    const unused = await startRedisServer()
    await unused.close()
    const attempt = createRedisStore({ redis: `redis://:hunter2@127.0.0.1:${unused.port}`, ttlMs: 60_000 })
    await expect(attempt).rejects.toThrow(`Redis at 127.0.0.1:${unused.port} is not reachable`)
    await expect(attempt).rejects.not.toThrow('hunter2')
  })
})

describe('redis store during an outage', () => {
  let own: RedisServer
  let store: Store
  const logger = { warn: vi.fn(), error: vi.fn() }
  beforeAll(async () => {
    own = await startRedisServer()
    store = await createRedisStore({ redis: own.url, ttlMs: 60_000, logger })
  })
  afterAll(async () => {
    await store?.close()
    await own?.close()
  })

  it('fails within a second while Redis is down and resumes by itself when it is back', async () => {
    const limiter = await initialised(store.rateLimitStore('chat:'))
    await store.createSession(testSession('before'))
    await own.stop()

    for (const call of [
      () => store.ping(),
      () => store.getSession('before'),
      () => store.reserveReply('before', 7, 60_000),
      () => limiter.increment('203.0.113.9'),
    ]) {
      const started = performance.now()
      await expect(call()).rejects.toThrow()
      expect(performance.now() - started).toBeLessThan(1_000)
    }
    const createdDuringOutage = store.rateLimitStore('session:')
    await sleep(1_000)

    await own.start()
    await eventually(() => store.ping())
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain(own.url)
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith({}, 'Redis available again')
    await store.createSession(testSession('after', { count: 2 }))
    expect(await store.getSession('after')).toMatchObject({ count: 2 })
    expect((await store.reserveReply('after', 7, 60_000)).ok).toBe(true)
    expect((await limiter.increment('203.0.113.9')).totalHits).toBe(1)
    expect((await (await initialised(createdDuringOutage)).increment('203.0.113.9')).totalHits).toBe(1)
  })

  it('fails within the command timeout when Redis stops answering on an open connection', async () => {
    await own.start()
    await eventually(() => store.ping())
    own.pause()
    try {
      const started = performance.now()
      await expect(store.reserveReply('stalled', 7, 60_000)).rejects.toThrow()
      expect(performance.now() - started).toBeLessThan(DEFAULT_COMMAND_TIMEOUT_MS + 1_000)
    } finally {
      own.resume()
    }
    await eventually(() => store.ping())
  })
})

async function initialised(store: RateLimitStore | undefined): Promise<RateLimitStore> {
  if (!store) throw new Error('expected a Redis rate-limit store')
  await store.init?.({ windowMs: 60_000 } as RateLimitOptions)
  return store
}

async function eventually(attempt: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await attempt()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(50)
    }
  }
}
