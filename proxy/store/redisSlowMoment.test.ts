import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../testing/testApp.ts'
import { createRedisStore } from './redisStore.ts'
import type { Store } from './store.ts'
import { type RedisServer, startRedisServer } from './testing/redisServer.ts'

describe('a Redis that is slow for a moment', () => {
  let redis: RedisServer
  let store: Store | undefined
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    redis?.resume()
    await store?.close()
    await redis?.close()
  })

  it('fails the commands it did not answer in time, but is not logged as an outage when its ping answers', async () => {
    const { logger, lines } = captureLogger('info')
    store = await createRedisStore({ redis: redis.url, ttlMs: 60_000, commandTimeoutMs: 500, logger })
    await store.ping()
    redis.pause()
    const resumed = sleep(600).then(() => redis.resume())
    const during = await Promise.allSettled(Array.from({ length: 5 }, () => store!.getSession('some-id')))
    expect(during.map((result) => result.status)).toEqual(Array(5).fill('rejected'))
    await resumed
    await sleep(600)
    expect(await store.getSession('some-id')).toBeNull()
    expect(lines.filter((line) => line.includes('Redis'))).toEqual([])
  })
})
