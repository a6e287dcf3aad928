import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { CRISIS_RETENTION_DAYS } from './crisisCountStore.ts'
import { createRedisCrisisCountStore } from './redisCrisisCountStore.ts'
import { crisisCountStoreContract } from './testing/crisisCountStoreContract.ts'

let redis: RedisServer
const clients: Redis[] = []
let prefixes = 0

beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
  await redis?.close()
})

function client(): Redis {
  const made = new Redis(redis.url, { maxRetriesPerRequest: 0 })
  clients.push(made)
  return made
}

crisisCountStoreContract('redis', async () => createRedisCrisisCountStore(client(), `c${(prefixes += 1)}:`))

describe('redis crisis count store', () => {
  it('adds up across instances and keeps a day for the retention period', async () => {
    const one = createRedisCrisisCountStore(client(), 'shared:')
    const two = createRedisCrisisCountStore(client(), 'shared:')
    await one.add('2026-11-20', 'GB', 'en')
    await two.add('2026-11-20', 'GB', 'en')
    expect(await one.read(['2026-11-20'])).toEqual([
      { day: '2026-11-20', country: 'GB', language: 'en', count: 2 },
    ])
    const ttl = await client().pttl('shared:crisis:2026-11-20')
    expect(ttl).toBeGreaterThan(CRISIS_RETENTION_DAYS * 86_400_000)
  })
})
