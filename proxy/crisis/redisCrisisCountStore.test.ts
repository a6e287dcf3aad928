import { describe, expect, it } from 'vitest'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { CRISIS_RETENTION_DAYS } from './crisisCountStore.ts'
import { createRedisCrisisCountStore } from './redisCrisisCountStore.ts'
import { crisisCountStoreContract } from './testing/crisisCountStoreContract.ts'

const redis = redisForTests()
let prefixes = 0

crisisCountStoreContract('redis', async () =>
  createRedisCrisisCountStore(redis.client(), `c${(prefixes += 1)}:`),
)

describe('redis crisis count store', () => {
  it('adds up across instances and keeps a day for the retention period', async () => {
    const one = createRedisCrisisCountStore(redis.client(), 'shared:')
    const two = createRedisCrisisCountStore(redis.client(), 'shared:')
    await one.add('2026-11-20', 'GB', 'en')
    await two.add('2026-11-20', 'GB', 'en')
    expect(await one.read(['2026-11-20'])).toEqual([
      { day: '2026-11-20', country: 'GB', language: 'en', count: 2 },
    ])
    const ttl = await redis.client().pttl('shared:crisis:2026-11-20')
    expect(ttl).toBeGreaterThan(CRISIS_RETENTION_DAYS * 86_400_000)
  })
})
