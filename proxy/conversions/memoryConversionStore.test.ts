import { describe, expect, it } from 'vitest'
import { CLICK_TTL_MS, FUNNEL_RETENTION_DAYS } from '../funnel/funnelStore.ts'
import { createMemoryConversionStore } from './memoryConversionStore.ts'
import { conversionStoreContract, testClick } from './testing/conversionStoreContract.ts'

conversionStoreContract('memory', async () => createMemoryConversionStore())

describe('memory conversion store retention', () => {
  it('keeps clicks at least a link lifetime, and forgets them after the funnel retention', async () => {
    const start = Date.parse('2026-01-01T12:00:00Z')
    let now = start
    const store = createMemoryConversionStore(() => now)
    await store.saveClick(testClick('old-aaaaaaaaaaaaaaaaa', start))
    now = start + CLICK_TTL_MS
    expect(await store.findClick('old-aaaaaaaaaaaaaaaaa')).toBeDefined()
    now = start + (FUNNEL_RETENTION_DAYS + 2) * 86_400_000
    expect(await store.findClick('old-aaaaaaaaaaaaaaaaa')).toBeUndefined()
    expect(await store.readClicks(['2026-01-01'])).toEqual([])
    expect(
      await store.applyConversion(
        { txid: 't', clickId: 'old-aaaaaaaaaaaaaaaaa', status: 'approved', payoutMinor: 1, currency: 'USD' },
        now,
      ),
    ).toEqual({ outcome: 'unknown-click' })
  })
})
