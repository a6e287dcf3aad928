import { setTimeout as sleep } from 'node:timers/promises'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fakeOpenAI.ts'
import { upstreamChatApp } from '../testing/fakeUpstreamSuite.ts'
import { captureLogger } from '../testing/testApp.ts'

/** Generous: on a busy shared machine the starts and the reconnect take many times their usual seconds. */
const SLOW_MACHINE_MS = 120_000

describe('a Redis outage under load', { timeout: SLOW_MACHINE_MS }, () => {
  let upstream: FakeOpenAI
  let redis: RedisServer
  let store: Store
  beforeAll(async () => {
    upstream = await startFakeOpenAI()
    redis = await startRedisServer()
  }, SLOW_MACHINE_MS)
  afterAll(async () => {
    await store?.close()
    await upstream?.close()
    await redis?.close()
  }, SLOW_MACHINE_MS)

  it('is logged once when it starts and once when it ends, and each failed request is counted', async () => {
    const { logger, lines } = captureLogger('info')
    store = await createRedisStore({ redis: redis.url, ttlMs: 60_000, logger })
    const { app, chat } = upstreamChatApp(upstream, { env: { LOG_LEVEL: 'info' }, store, logger })
    const send = () => chat({ message: 'Hi' })
    await send().expect(200)

    await redis.stop()
    const during = await Promise.all(Array.from({ length: 20 }, send))
    expect(during.map((response) => response.status)).toEqual(Array(20).fill(503))
    for (let probe = 0; probe < 5; probe += 1) await request(app).get('/readyz').expect(503)
    const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(logged().filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({ msg: 'Redis unavailable; retrying' }),
    ])
    expect(lines.join('\n')).not.toContain('"stack"')
    const metrics = await request(app).get('/metrics').expect(200)
    expect(metrics.text).toMatch(/^store_unavailable_total 20$/m)

    await redis.start()
    const giveUpAt = Date.now() + SLOW_MACHINE_MS / 2
    while ((await send()).status !== 200) {
      expect(Date.now()).toBeLessThan(giveUpAt)
      await sleep(100)
    }
    await send().expect(200)
    expect(logged().filter((line) => line.msg === 'Redis available again')).toHaveLength(1)
    expect(logged().filter((line) => line.level >= 50)).toHaveLength(1)
  })
})
