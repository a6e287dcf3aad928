import { describe, expect, it } from 'vitest'
import type { FunnelStore } from '../funnelStore.ts'

const acme = { partner: 'acme', persona: 'mia' }
const site = { partner: 'site', persona: 'mia' }

/** What every FunnelStore must do, run against each implementation. */
export function funnelStoreContract(name: string, open: () => Promise<FunnelStore>): void {
  describe(`${name} funnel store`, () => {
    it('counts per day, partner, persona and event, and reads only the days asked for', async () => {
      const store = await open()
      await store.add('conversations', '2026-11-20', acme)
      await store.add('conversations', '2026-11-20', acme)
      await store.add('conversations', '2026-11-20', site)
      await store.add('replies', '2026-11-21', acme)
      await store.add('replies', '2026-11-22', acme)
      const tallies = await store.read(['2026-11-20', '2026-11-21'])
      expect(tallies).toHaveLength(3)
      expect(tallies).toEqual(
        expect.arrayContaining([
          { day: '2026-11-20', ...acme, event: 'conversations', count: 2 },
          { day: '2026-11-20', ...site, event: 'conversations', count: 1 },
          { day: '2026-11-21', ...acme, event: 'replies', count: 1 },
        ]),
      )
    })

    it('counts each greeting variant apart, and counts without a variant as before', async () => {
      const store = await open()
      await store.add('conversations', '2026-11-20', { ...acme, variant: 'warm' })
      await store.add('conversations', '2026-11-20', { ...acme, variant: 'warm' })
      await store.add('conversations', '2026-11-20', { ...acme, variant: 'bold' })
      await store.add('clicks', '2026-11-20', { ...acme, variant: 'bold' })
      await store.add('conversations', '2026-11-20', acme)
      const tallies = await store.read(['2026-11-20'])
      expect(tallies).toHaveLength(4)
      expect(tallies).toEqual(
        expect.arrayContaining([
          { day: '2026-11-20', ...acme, variant: 'warm', event: 'conversations', count: 2 },
          { day: '2026-11-20', ...acme, variant: 'bold', event: 'conversations', count: 1 },
          { day: '2026-11-20', ...acme, variant: 'bold', event: 'clicks', count: 1 },
          { day: '2026-11-20', ...acme, event: 'conversations', count: 1 },
        ]),
      )
    })

    it('claims a sign-up link: first click once, unknown ids undefined and not created', async () => {
      const store = await open()
      await store.saveClick('link-0123456789abcdef', acme)
      expect(await store.claimClick('link-0123456789abcdef')).toEqual({ attribution: acme, first: true })
      expect(await store.claimClick('link-0123456789abcdef')).toEqual({ attribution: acme, first: false })
      expect(await store.claimClick('unknown-0123456789ab')).toBeUndefined()
      expect(await store.claimClick('unknown-0123456789ab')).toBeUndefined()
    })

    it('keeps the greeting variant with a sign-up link', async () => {
      const store = await open()
      await store.saveClick('variant-0123456789abcd', { ...acme, variant: 'warm' })
      expect(await store.claimClick('variant-0123456789abcd')).toEqual({
        attribution: { ...acme, variant: 'warm' },
        first: true,
      })
    })

    it('keeps the language and sub-IDs with a sign-up link', async () => {
      const store = await open()
      const attribution = {
        ...acme,
        variant: 'warm',
        language: 'de',
        subIds: { sub1: 'a', sub5: 'z.9' },
      } as const
      await store.saveClick('subs-0123456789abcdef', attribution)
      expect(await store.findClick('subs-0123456789abcdef')).toEqual(attribution)
      expect(await store.claimClick('subs-0123456789abcdef')).toEqual({ attribution, first: true })
    })

    it('finds a link without claiming it', async () => {
      const store = await open()
      await store.saveClick('look-0123456789abcdef', acme)
      expect(await store.findClick('look-0123456789abcdef')).toEqual(acme)
      expect(await store.claimClick('look-0123456789abcdef')).toEqual({ attribution: acme, first: true })
      expect(await store.findClick('unknown-0123456789ab')).toBeUndefined()
    })

    it('claims a link once under concurrent clicks', async () => {
      const store = await open()
      await store.saveClick('race-0123456789abcdef', acme)
      const claims = await Promise.all(
        Array.from({ length: 10 }, () => store.claimClick('race-0123456789abcdef')),
      )
      expect(claims.filter((claim) => claim?.first)).toHaveLength(1)
    })

    it('counts model calls per partner and day', async () => {
      const store = await open()
      expect(await store.addPartnerModelCall('2026-11-20', 'acme')).toBe(1)
      expect(await store.addPartnerModelCall('2026-11-20', 'acme')).toBe(2)
      expect(await store.addPartnerModelCall('2026-11-20', 'globex')).toBe(1)
      expect(await store.addPartnerModelCall('2026-11-21', 'acme')).toBe(1)
    })
  })
}
