import { setTimeout as sleep } from 'node:timers/promises'
import type { Options as RateLimitOptions } from 'express-rate-limit'
import { type Cluster, Redis } from 'ioredis'
import type request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fakeOpenAI.ts'
import { upstreamChatApp } from '../testing/fakeUpstreamSuite.ts'
import type { RedisTopology } from './redisClient.ts'
import { createRedisStore } from './redisStore.ts'
import type { Store } from './store.ts'
import { describeStoreContract } from './testing/storeContract.ts'
import {
  type ClusterSetup,
  type SentinelSetup,
  startRedisCluster,
  startSentinelSetup,
} from './testing/redisTopologies.ts'
import { testSession } from './testing/testSession.ts'

let prefixes = 0
const uniquePrefix = (): string => `topology${(prefixes += 1)}:`

describe('Redis Sentinel', () => {
  let setup: SentinelSetup
  let upstream: FakeOpenAI
  beforeAll(async () => {
    ;[setup, upstream] = await Promise.all([startSentinelSetup(), startFakeOpenAI()])
  })
  afterAll(async () => {
    await Promise.all([setup?.close(), upstream?.close()])
  })
  const topology = (): RedisTopology => ({ mode: 'sentinel', sentinels: setup.sentinels, name: setup.name })

  describeStoreContract('redis via sentinel', async () => {
    const ttlMs = 1_000
    const store = await createRedisStore({ redis: topology(), ttlMs, keyPrefix: uniquePrefix() })
    return { store, ttlMs, advance: (ms) => sleep(ms), close: () => store.close() }
  })

  it('keeps a conversation going when the primary dies and the sentinel promotes the replica', async () => {
    const logger = createLogger('silent')
    const store = await createRedisStore({
      redis: topology(),
      ttlMs: 60_000,
      keyPrefix: uniquePrefix(),
      logger,
    })
    try {
      const { chat } = upstreamChatApp(upstream, { store, logger })
      const send = (message: string, sessionId?: string) => chat({ message, sessionId })
      const { sessionId } = (await send('Before the failover').expect(200)).body
      await send('Still before', sessionId).expect(200)
      const before = await setup.primaryPort()
      const primary = new Redis(before, '127.0.0.1')
      expect(await primary.wait(1, 5_000)).toBe(1)
      primary.disconnect()

      await setup.killPrimary()
      let after: request.Response | undefined
      for (const deadline = Date.now() + 25_000; Date.now() < deadline; await sleep(200)) {
        after = await send('After the failover', sessionId)
        if (after.status === 200) break
        expect(after.status).toBe(503)
      }
      expect(after?.status).toBe(200)
      expect(after?.body).toMatchObject({ sessionId, reply: { kind: 'reply' }, remaining: 3 })
      expect(await setup.primaryPort()).not.toBe(before)
      const session = await store.getSession(sessionId)
      expect(
        session?.transcript.filter((entry) => entry.from === 'visitor').map((entry) => entry.text),
      ).toEqual(['Before the failover', 'Still before', 'After the failover'])
    } finally {
      await store.close()
    }
  }, 40_000)
})

describe('Redis Cluster (three primaries)', () => {
  let cluster: ClusterSetup
  beforeAll(async () => {
    cluster = await startRedisCluster()
  })
  afterAll(async () => {
    await cluster?.close()
  })
  const open = (keyPrefix = uniquePrefix(), ttlMs = 60_000): Promise<Store> =>
    createRedisStore({ redis: { mode: 'cluster', nodes: cluster.nodes }, ttlMs, keyPrefix })

  describeStoreContract('redis cluster', async () => {
    const ttlMs = 1_000
    const store = await open(uniquePrefix(), ttlMs)
    return { store, ttlMs, advance: (ms) => sleep(ms), close: () => store.close() }
  })

  it('spreads sessions over every primary and counts them all', async () => {
    const store = await open()
    try {
      for (let i = 0; i < 30; i += 1) await store.createSession(testSession(`spread-${i}`))
      expect(await store.sessionCount()).toBe(30)
      const perNode = await Promise.all((store.redis as Cluster).nodes('master').map((node) => node.dbsize()))
      expect(perNode).toHaveLength(3)
      expect(perNode.every((keys) => keys > 0)).toBe(true)
    } finally {
      await store.close()
    }
  })

  it('shares rate-limit counters between instances', async () => {
    const prefix = uniquePrefix()
    const [a, b] = [await open(prefix), await open(prefix)]
    try {
      const limiters = [a.rateLimitStore('chat:')!, b.rateLimitStore('chat:')!]
      for (const limiter of limiters) await limiter.init?.({ windowMs: 60_000 } as RateLimitOptions)
      const hits = []
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        hits.push((await limiters[0]!.increment(address)).totalHits)
        hits.push((await limiters[1]!.increment(address)).totalHits)
      }
      expect(hits).toEqual([1, 2, 1, 2, 1, 2])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
