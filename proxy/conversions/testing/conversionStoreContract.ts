import { describe, expect, it } from 'vitest'
import type { ClickRecord, ConversionInput, ConversionStore } from '../conversionTypes.ts'

const DAY1 = Date.parse('2026-11-20T10:00:00Z')
const DAY2 = Date.parse('2026-11-21T10:00:00Z')

/** A click of `acme`'s warm greeting from a German phone, with two sub-ids. */
export function testClick(clickId: string, at = DAY1, extra: Partial<ClickRecord> = {}): ClickRecord {
  return {
    clickId,
    partner: 'acme',
    persona: 'mia',
    variant: 'warm',
    country: 'DE',
    device: 'phone',
    language: 'de',
    subIds: { sub1: 'campaign-7', sub3: 'x.y_z~1' },
    at,
    ...extra,
  }
}

const sale = (txid: string, clickId: string, extra: Partial<ConversionInput> = {}): ConversionInput => ({
  txid,
  clickId,
  status: 'approved',
  payoutMinor: 1250,
  currency: 'USD',
  ...extra,
})

/** What every ConversionStore must do, run against each implementation. */
export function conversionStoreContract(name: string, open: () => Promise<ConversionStore>): void {
  describe(`${name} conversion store`, () => {
    it('keeps a click as first saved and finds it by id; unknown ids are undefined', async () => {
      const store = await open()
      await store.saveClick(testClick('click-aaaaaaaaaaaaaaaa'))
      await store.saveClick(testClick('click-aaaaaaaaaaaaaaaa', DAY2, { partner: 'other' }))
      expect(await store.findClick('click-aaaaaaaaaaaaaaaa')).toEqual(testClick('click-aaaaaaaaaaaaaaaa'))
      expect(await store.findClick('click-unknown-000000')).toBeUndefined()
    })

    it('reads clicks by the UTC day of their first click, once each', async () => {
      const store = await open()
      await store.saveClick(testClick('day1-aaaaaaaaaaaaaaaa'))
      await store.saveClick(testClick('day1-aaaaaaaaaaaaaaaa'))
      await store.saveClick(testClick('day2-aaaaaaaaaaaaaaaa', DAY2, { variant: undefined, subIds: {} }))
      expect(await store.readClicks(['2026-11-20'])).toEqual([testClick('day1-aaaaaaaaaaaaaaaa')])
      const both = await store.readClicks(['2026-11-20', '2026-11-21'])
      expect(both.map((click) => click.clickId).sort()).toEqual([
        'day1-aaaaaaaaaaaaaaaa',
        'day2-aaaaaaaaaaaaaaaa',
      ])
      expect(both.find((click) => click.clickId.startsWith('day2'))).toEqual(
        testClick('day2-aaaaaaaaaaaaaaaa', DAY2, { variant: undefined, subIds: {} }),
      )
      expect(await store.readClicks(['2026-11-22'])).toEqual([])
    })

    it('refuses a conversion of an unknown click and keeps nothing of it', async () => {
      const store = await open()
      expect(await store.applyConversion(sale('tx-unknown', 'click-unknown-000000'), DAY1)).toEqual({
        outcome: 'unknown-click',
      })
      expect(await store.readConversions(['2026-11-20'])).toEqual([])
    })

    it('creates once per txid, leaves a replay unchanged, and moves a later status', async () => {
      const store = await open()
      await store.saveClick(testClick('conv-aaaaaaaaaaaaaaaa'))
      const created = await store.applyConversion(sale('tx-1', 'conv-aaaaaaaaaaaaaaaa'), DAY1 + 1000)
      const first = {
        txid: 'tx-1',
        clickId: 'conv-aaaaaaaaaaaaaaaa',
        status: 'approved',
        payoutMinor: 1250,
        currency: 'USD',
        createdAt: DAY1 + 1000,
        updatedAt: DAY1 + 1000,
        revision: 1,
        click: testClick('conv-aaaaaaaaaaaaaaaa'),
      }
      expect(created).toEqual({ outcome: 'created', conversion: first })
      expect(await store.applyConversion(sale('tx-1', 'conv-aaaaaaaaaaaaaaaa'), DAY1 + 2000)).toEqual({
        outcome: 'unchanged',
        conversion: first,
      })
      const refunded = await store.applyConversion(
        sale('tx-1', 'conv-aaaaaaaaaaaaaaaa', { status: 'refunded' }),
        DAY2,
      )
      const moved = { ...first, status: 'refunded', updatedAt: DAY2, revision: 2 }
      expect(refunded).toEqual({ outcome: 'changed', conversion: moved, previous: first })
      expect(await store.readConversions(['2026-11-20', '2026-11-21'])).toEqual([moved])
      expect(await store.readConversions(['2026-11-21'])).toEqual([])
    })

    it('counts a changed payout as a change and keeps conversions of one click apart', async () => {
      const store = await open()
      await store.saveClick(testClick('pay-aaaaaaaaaaaaaaaaa'))
      await store.applyConversion(sale('tx-a', 'pay-aaaaaaaaaaaaaaaaa', { status: 'pending' }), DAY1)
      await store.applyConversion(sale('tx-b', 'pay-aaaaaaaaaaaaaaaaa', { payoutMinor: 0 }), DAY1)
      const changed = await store.applyConversion(
        sale('tx-a', 'pay-aaaaaaaaaaaaaaaaa', { status: 'pending', payoutMinor: 990, currency: 'EUR' }),
        DAY1 + 5,
      )
      expect(changed.outcome).toBe('changed')
      const read = await store.readConversions(['2026-11-20'])
      expect(read.map(({ txid, payoutMinor, currency }) => [txid, payoutMinor, currency]).sort()).toEqual([
        ['tx-a', 990, 'EUR'],
        ['tx-b', 0, 'USD'],
      ])
    })

    it('counts one conversion when the same postback arrives many times at once', async () => {
      const store = await open()
      await store.saveClick(testClick('race-aaaaaaaaaaaaaaaa'))
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          store.applyConversion(sale('tx-race', 'race-aaaaaaaaaaaaaaaa'), DAY1),
        ),
      )
      expect(outcomes.filter((result) => result.outcome === 'created')).toHaveLength(1)
      expect(outcomes.filter((result) => result.outcome === 'unchanged')).toHaveLength(9)
      expect(await store.readConversions(['2026-11-20'])).toHaveLength(1)
    })
  })
}
