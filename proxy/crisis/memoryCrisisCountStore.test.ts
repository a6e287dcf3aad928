import { describe, expect, it } from 'vitest'
import { createMemoryCrisisCountStore } from './memoryCrisisCountStore.ts'
import { crisisCountStoreContract } from './testing/crisisCountStoreContract.ts'

crisisCountStoreContract('memory', async () => createMemoryCrisisCountStore())

describe('memory crisis count store', () => {
  it('forgets days older than the retention period when a new day starts', async () => {
    let now = Date.parse('2026-11-20T12:00:00Z')
    const store = createMemoryCrisisCountStore(() => now)
    await store.add('2026-11-20', 'US', 'en')
    now = Date.parse('2028-11-25T12:00:00Z')
    await store.add('2028-11-25', 'US', 'en')
    expect(await store.read(['2026-11-20', '2028-11-25'])).toEqual([
      { day: '2028-11-25', country: 'US', language: 'en', count: 1 },
    ])
  })
})
