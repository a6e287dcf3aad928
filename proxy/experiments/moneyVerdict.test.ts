import { describe, expect, it } from 'vitest'
import type { Conversion } from '../conversions/conversionTypes.ts'
import { click, conversion } from '../dashboard/testing/moneyFixtures.ts'
import {
  conversionRate,
  conversionVerdict,
  revenuePerConversation,
  revenueVerdict,
  revenueZ,
  variantMoney,
  type VariantMoney,
} from './moneyVerdict.ts'

/** A variant whose `converted` conversations each earned `payout` once, in USD. */
function variant(name: string, conversations: number, converted: number, payout = 1000): VariantMoney {
  return {
    name,
    conversations,
    converted,
    conversions: converted,
    revenue: new Map([
      ['USD', { sum: converted * payout, sumSquares: converted * payout ** 2, conversions: converted }],
    ]),
  }
}

/** `payouts` approved conversions of acme's greeting `name`, one per conversation (click). */
function approved(name: string, payouts: readonly number[], currency = 'USD'): Conversion[] {
  return payouts.map((minor) => conversion(click({ variant: name }), 'approved', minor, currency))
}

describe('variantMoney', () => {
  it("sums each conversation's approved payouts per currency, for this partner's variant only", () => {
    const twice = click({ variant: 'warm' })
    const conversions = [
      conversion(twice, 'approved', 1000),
      conversion(twice, 'approved', 500),
      ...approved('warm', [2000]),
      ...approved('warm', [700], 'EUR'),
      conversion(click({ variant: 'warm' }), 'refunded', 9999),
      conversion(click({ variant: 'warm' }), 'pending', 9999),
      conversion(click({ variant: 'warm', partner: 'globex' }), 'approved', 9999),
      ...approved('bold', [300]),
    ]
    const [warm, bold] = variantMoney(
      'acme',
      [
        { name: 'warm', conversations: 10 },
        { name: 'bold', conversations: 4 },
      ],
      conversions,
    )
    expect(warm?.converted).toBe(3)
    expect(warm?.conversions).toBe(4)
    // One conversation of 1500 and one of 2000: the two samples of the USD mean.
    expect(warm?.revenue.get('USD')).toEqual({ sum: 3500, sumSquares: 1500 ** 2 + 2000 ** 2, conversions: 3 })
    expect(warm?.revenue.get('EUR')).toEqual({ sum: 700, sumSquares: 700 ** 2, conversions: 1 })
    expect(revenuePerConversation(warm!, 'USD')).toBe(350)
    expect(revenuePerConversation(warm!, 'JPY')).toBe(0)
    expect(conversionRate(warm!)).toBe(0.3)
    expect(bold).toMatchObject({ converted: 1, conversions: 1 })
    expect(conversionRate({ ...bold!, conversations: 0 })).toBeUndefined()
  })
})

describe('revenueZ', () => {
  it("is Welch's statistic of the per-conversation means, zeros included", () => {
    // a: 0, 0, 10, 20 (mean 7.5, variance 91.67); b: 0, 30, 30, 60 (mean 30, variance 600): z = 1.71106
    const a = { conversations: 4, moments: { sum: 30, sumSquares: 500, conversions: 2 } }
    const b = { conversations: 4, moments: { sum: 120, sumSquares: 5400, conversions: 3 } }
    expect(revenueZ(a, b)).toBeCloseTo(1.71106, 4)
    expect(revenueZ(b, a)).toBeCloseTo(-1.71106, 4)
  })

  it('is 0 where there is nothing to compare', () => {
    const none = { conversations: 100, moments: { sum: 0, sumSquares: 0, conversions: 0 } }
    expect(revenueZ(none, none)).toBe(0)
    expect(revenueZ({ ...none, conversations: 1 }, none)).toBe(0)
  })
})

describe('conversionVerdict', () => {
  it('names the winner on conversions per conversation only at 95%', () => {
    // 5% of 1,000 against 8%: z = 2.72
    expect(conversionVerdict([variant('warm', 1000, 50), variant('bold', 1000, 80)])).toBe(
      'bold beats warm (95% confidence)',
    )
    // 5% against 6.5%: z = 1.44
    expect(conversionVerdict([variant('warm', 1000, 50), variant('bold', 1000, 65)])).toBe(
      'no difference yet',
    )
  })

  it('says the data are too few below 5 conversions or 30 conversations in any variant', () => {
    expect(conversionVerdict([variant('warm', 1000, 4), variant('bold', 1000, 80)])).toBe(
      'too few data yet: warm has fewer than 5 conversions or 30 conversations',
    )
    expect(conversionVerdict([variant('warm', 29, 10), variant('bold', 20, 5)])).toBe(
      'too few data yet: warm and bold have fewer than 5 conversions or 30 conversations',
    )
    expect(conversionVerdict([variant('warm', 30, 5), variant('bold', 30, 5)])).toBe('no difference yet')
  })
})

describe('revenueVerdict', () => {
  it('names the winner on revenue per conversation in one currency only at 95%', () => {
    // Same conversion rate, but bold's conversions pay three times as much.
    const warm = variant('warm', 1000, 60, 1000)
    const bold = variant('bold', 1000, 60, 3000)
    expect(revenueVerdict([warm, bold], 'USD')).toBe('bold beats warm (95% confidence)')
    expect(revenueVerdict([warm, variant('bold', 1000, 60, 1100)], 'USD')).toBe('no difference yet')
  })

  it('judges each currency on its own conversions, and says when one has too few', () => {
    const money = variantMoney(
      'acme',
      [
        { name: 'warm', conversations: 40 },
        { name: 'bold', conversations: 40 },
      ],
      [...approved('warm', [500, 500, 500, 500, 500]), ...approved('bold', [500, 500, 500, 500])],
    )
    expect(revenueVerdict(money, 'USD')).toBe(
      'too few data yet: bold has fewer than 5 USD conversions or 30 conversations',
    )
    expect(revenueVerdict(money, 'EUR')).toBe(
      'too few data yet: warm and bold have fewer than 5 EUR conversions or 30 conversations',
    )
  })
})
