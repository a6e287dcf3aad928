import { describe, expect, it } from 'vitest'
import { partnerCommissions } from './commission.ts'
import { revenueReport, type CurrencyTable, type RevenueRow } from './revenueReport.ts'
import { click, conversion } from './testing/moneyFixtures.ts'
import type { Partner } from '../partners/partnerSchema.ts'

const DAYS = ['2026-11-28']
const partners: Partner[] = [
  {
    id: 'acme',
    name: 'Acme',
    origins: ['https://acme.example'],
    commission: { type: 'revshare', percent: 30 },
  },
  {
    id: 'globex',
    name: 'Globex',
    origins: ['https://globex.example'],
    commission: { type: 'cpa', amount: '5.00', currency: 'USD' },
  },
]

/** acme: 4 clicks from US phones (sub1 spring), 2 from GB desktops; globex: 4 from US desktops. */
function sample() {
  const acmeUs = Array.from({ length: 4 }, () => click({ subIds: { sub1: 'spring' }, variant: 'warm' }))
  const acmeGb = Array.from({ length: 2 }, () => click({ country: 'GB', device: 'desktop' }))
  const globexUs = Array.from({ length: 4 }, () => click({ partner: 'globex', device: 'desktop' }))
  const conversions = [
    conversion(acmeUs[0]!, 'approved', 1250),
    conversion(acmeUs[1]!, 'approved', 1005),
    conversion(acmeGb[0]!, 'pending', 800),
    conversion(acmeGb[1]!, 'refunded', 500),
    conversion(acmeUs[2]!, 'approved', 900, 'EUR'),
    conversion(globexUs[0]!, 'approved', 2000),
    conversion(globexUs[1]!, 'rejected', 300),
  ]
  return { clicks: [...acmeUs, ...acmeGb, ...globexUs], conversions }
}

const pick = ({ key, clicks, conversions, pending, rejected, refunded, ...money }: RevenueRow) => ({
  key,
  counts: [clicks, conversions, pending, rejected, refunded],
  money: [money.revenueMinor, money.pendingMinor, money.refundedMinor, money.commissionMinor],
  rate: money.conversionRate,
  epc: money.epcMinor,
})
const table = (report: { tables: CurrencyTable[] }, currency: string | undefined) =>
  report.tables.find((one) => one.currency === currency)!

describe('revenueReport', () => {
  it('gives each currency its own rows and total, never adding currencies together', () => {
    const report = revenueReport({
      days: DAYS,
      dimension: 'partner',
      ...sample(),
      commission: partnerCommissions(partners),
    })
    expect(report.tables.map((one) => one.currency)).toEqual(['EUR', 'USD'])
    const usd = table(report, 'USD')
    // acme: 30% of 1250 is 375, of 1005 is 301.5 → 302 (half-up); globex: $5.00 CPA for its approved one.
    expect(usd.rows.map(pick)).toEqual([
      { key: 'acme', counts: [6, 2, 1, 0, 1], money: [2255, 800, 500, 677], rate: 2 / 6, epc: 2255 / 6 },
      { key: 'globex', counts: [4, 1, 0, 1, 0], money: [2000, 0, 0, 500], rate: 1 / 4, epc: 500 },
    ])
    expect(pick(usd.total)).toEqual({
      key: '(all)',
      counts: [10, 3, 1, 1, 1],
      money: [4255, 800, 500, 1177],
      rate: 0.3,
      epc: 425.5,
    })
    const eur = table(report, 'EUR')
    expect(eur.rows.map(pick)).toEqual([
      { key: 'acme', counts: [6, 1, 0, 0, 0], money: [900, 0, 0, 270], rate: 1 / 6, epc: 150 },
      { key: 'globex', counts: [4, 0, 0, 0, 0], money: [0, 0, 0, 0], rate: 0, epc: 0 },
    ])
    expect(pick(eur.total).money).toEqual([900, 0, 0, 270])
  })

  it('groups by country, device, variant and sub-ID, with (none) for a missing sub-ID', () => {
    const data = sample()
    const usd = (dimension: 'country' | 'device' | 'variant' | 'sub1') =>
      table(revenueReport({ days: DAYS, dimension, ...data }), 'USD').rows.map(pick)
    expect(usd('country').map((row) => [row.key, row.counts[0], row.money[0]])).toEqual([
      ['US', 8, 4255],
      ['GB', 2, 0],
    ])
    expect(usd('device').map((row) => [row.key, row.counts[0], row.counts[1]])).toEqual([
      ['desktop', 6, 1],
      ['phone', 4, 2],
    ])
    expect(usd('variant').map((row) => [row.key, row.counts[0], row.money[0]])).toEqual([
      ['default', 6, 2000],
      ['warm', 4, 2255],
    ])
    expect(usd('sub1').map((row) => [row.key, row.counts[0], row.counts[1], row.money[3]])).toEqual([
      ['(none)', 6, 1, 0],
      ['spring', 4, 2, 0],
    ])
  })

  it("keeps to one partner's own clicks and conversions when asked", () => {
    const report = revenueReport({
      days: DAYS,
      dimension: 'country',
      partner: 'globex',
      ...sample(),
      commission: partnerCommissions(partners),
    })
    expect(report.tables.map((one) => one.currency)).toEqual(['USD'])
    expect(table(report, 'USD').rows.map(pick)).toEqual([
      { key: 'US', counts: [4, 1, 0, 1, 0], money: [2000, 0, 0, 500], rate: 0.25, epc: 500 },
    ])
  })

  it('puts a CPA commission in its own currency, even when the payout is in another', () => {
    const paid = click({ partner: 'globex' })
    const report = revenueReport({
      days: DAYS,
      dimension: 'partner',
      clicks: [paid],
      conversions: [conversion(paid, 'approved', 4000, 'EUR')],
      commission: partnerCommissions(partners),
    })
    expect(pick(table(report, 'EUR').total).money).toEqual([4000, 0, 0, 0])
    expect(pick(table(report, 'USD').total).money).toEqual([0, 0, 0, 500])
    expect(pick(table(report, 'USD').total).counts).toEqual([1, 0, 0, 0, 0])
  })

  it('has one table without a currency when nothing converted, and no rates without clicks', () => {
    const report = revenueReport({ days: DAYS, dimension: 'partner', clicks: [click()], conversions: [] })
    expect(report.tables).toHaveLength(1)
    expect(pick(table(report, undefined).total)).toMatchObject({ counts: [1, 0, 0, 0, 0], rate: 0, epc: 0 })
    const empty = revenueReport({ days: DAYS, dimension: 'partner', clicks: [], conversions: [] })
    expect(empty.tables[0]!.rows).toEqual([])
    expect(empty.tables[0]!.total.conversionRate).toBeUndefined()
    expect(empty.tables[0]!.total.epcMinor).toBeUndefined()
  })
})
