import { describe, expect, it } from 'vitest'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { CLICK_TTL_MS, FUNNEL_RETENTION_DAYS } from './funnelStore.ts'
import { createRedisFunnelStore } from './redisFunnelStore.ts'
import { funnelStoreContract } from './testing/funnelStoreContract.ts'

const redis = redisForTests()
let prefixes = 0

funnelStoreContract('redis', async () => createRedisFunnelStore(redis.client(), `f${(prefixes += 1)}:`))

describe('redis funnel store', () => {
  it('expires day counts after the retention period and links after their lifetime', async () => {
    const raw = redis.client()
    const store = createRedisFunnelStore(raw, 'ttl:')
    await store.add('offers', '2026-11-20', { partner: 'acme', persona: 'mia' })
    await store.saveClick('link-0123456789abcdef', { partner: 'acme', persona: 'mia' })
    const dayTtl = await raw.pttl('ttl:funnel:2026-11-20')
    expect(dayTtl).toBeGreaterThan(FUNNEL_RETENTION_DAYS * 86_400_000)
    expect(dayTtl).toBeLessThanOrEqual((FUNNEL_RETENTION_DAYS + 1) * 86_400_000)
    expect(await raw.pttl('ttl:click:link-0123456789abcdef')).toBeGreaterThan(CLICK_TTL_MS - 60_000)
  })
})
