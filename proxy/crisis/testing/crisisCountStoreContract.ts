import { describe, expect, it } from 'vitest'
import type { CrisisCountStore } from '../crisisCountStore.ts'

/** What every CrisisCountStore must do, run against each implementation. */
export function crisisCountStoreContract(name: string, open: () => Promise<CrisisCountStore>): void {
  describe(`${name} crisis count store`, () => {
    it('counts per day, country and language, and reads only the days asked for, in order', async () => {
      const store = await open()
      await store.add('2026-11-21', 'US', 'en')
      await store.add('2026-11-20', 'US', 'en')
      await store.add('2026-11-20', 'DE', 'de')
      await store.add('2026-11-20', 'US', 'en')
      await store.add('2026-11-20', 'unknown', 'en')
      await store.add('2026-11-22', 'FR', 'fr')
      expect(await store.read(['2026-11-20', '2026-11-21'])).toEqual([
        { day: '2026-11-20', country: 'DE', language: 'de', count: 1 },
        { day: '2026-11-20', country: 'US', language: 'en', count: 2 },
        { day: '2026-11-20', country: 'unknown', language: 'en', count: 1 },
        { day: '2026-11-21', country: 'US', language: 'en', count: 1 },
      ])
    })

    it('reads nothing for days without counts', async () => {
      const store = await open()
      expect(await store.read(['2020-01-01'])).toEqual([])
    })
  })
}
