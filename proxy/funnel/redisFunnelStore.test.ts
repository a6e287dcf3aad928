import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { CLICK_TTL_MS, FUNNEL_RETENTION_DAYS } from './funnelStore.ts'
import { createRedisFunnelStore } from './redisFunnelStore.ts'
import { funnelStoreContract } from './testing/funnelStoreContract.ts'

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

funnelStoreContract('redis', async () => createRedisFunnelStore(client(), `f${(prefixes += 1)}:`))

describe('redis funnel store', () => {
  it('expires day counts after the retention period and links after their lifetime', async () => {
    const raw = client()
    const store = createRedisFunnelStore(raw, 'ttl:')
    await store.add('offers', '2026-11-20', { partner: 'acme', persona: 'mia' })
    await store.saveClick('link-0123456789abcdef', { partner: 'acme', persona: 'mia' })
    const dayTtl = await raw.pttl('ttl:funnel:2026-11-20')
    expect(dayTtl).toBeGreaterThan(FUNNEL_RETENTION_DAYS * 86_400_000)
    expect(dayTtl).toBeLessThanOrEqual((FUNNEL_RETENTION_DAYS + 1) * 86_400_000)
    expect(await raw.pttl('ttl:click:link-0123456789abcdef')).toBeGreaterThan(CLICK_TTL_MS - 60_000)
  })
})
