import { describe, expect, it } from 'vitest'
import { CLICK_TTL_MS, FUNNEL_RETENTION_DAYS } from '../funnel/funnelStore.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { createRedisConversionStore } from './redisConversionStore.ts'
import { conversionStoreContract, testClick } from './testing/conversionStoreContract.ts'

const redis = redisForTests()
let prefixes = 0

conversionStoreContract('redis', async () =>
  createRedisConversionStore(redis.client(), `c${(prefixes += 1)}:`),
)

describe('redis conversion store', () => {
  it('expires clicks, conversions and day lists after the retention period, not before a link', async () => {
    const raw = redis.client()
    const store = createRedisConversionStore(raw, 'ttl:')
    const at = Date.parse('2026-11-20T10:00:00Z')
    await store.saveClick(testClick('ttl-aaaaaaaaaaaaaaaaa', at))
    await store.applyConversion(
      {
        txid: 'tx-ttl',
        clickId: 'ttl-aaaaaaaaaaaaaaaaa',
        status: 'approved',
        payoutMinor: 5,
        currency: 'USD',
      },
      at,
    )
    const retention = (FUNNEL_RETENTION_DAYS + 1) * 86_400_000
    for (const key of [
      'clickrec:ttl-aaaaaaaaaaaaaaaaa',
      'clicks:2026-11-20',
      'conv:tx-ttl',
      'convs:2026-11-20',
    ]) {
      const ttl = await raw.pttl(`ttl:${key}`)
      expect(ttl, key).toBeGreaterThan(Math.max(CLICK_TTL_MS, retention) - 60_000)
      expect(ttl, key).toBeLessThanOrEqual(Math.max(CLICK_TTL_MS, retention))
    }
  })

  it('skips a stored record it cannot read instead of failing the report', async () => {
    const raw = redis.client()
    const store = createRedisConversionStore(raw, 'bad:')
    await raw.hset('bad:clicks:2026-11-20', 'x', '{not json')
    await store.saveClick(testClick('good-aaaaaaaaaaaaaaaa'))
    expect((await store.readClicks(['2026-11-20'])).map((click) => click.clickId)).toEqual([
      'good-aaaaaaaaaaaaaaaa',
    ])
  })
})
