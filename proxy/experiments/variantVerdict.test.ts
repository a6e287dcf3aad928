import { describe, expect, it } from 'vitest'
import type { FunnelRow } from '../dashboard/funnelReport.ts'
import { twoProportionZ, variantVerdict } from './variantVerdict.ts'

function row(name: string, conversations: number, clicks: number): FunnelRow {
  const clickRate = conversations > 0 ? clicks / conversations : undefined
  return { partner: name, name, conversations, replies: 0, offers: 0, clicks, clickRate }
}

describe('twoProportionZ', () => {
  it('matches the pooled two-proportion z of known figures', () => {
    // 10% of 1,000 against 13% of 1,000: pooled 11.5%, SE 0.014267, z = 2.1027
    expect(twoProportionZ(row('A', 1000, 100), row('B', 1000, 130))).toBeCloseTo(2.10274, 4)
    // 10% against 12%: z = 1.4293, short of 1.96
    expect(twoProportionZ(row('A', 1000, 100), row('B', 1000, 120))).toBeCloseTo(1.4293, 4)
    // 20% of 50 against 40% of 50: z = 2.1822
    expect(twoProportionZ(row('A', 50, 10), row('B', 50, 20))).toBeCloseTo(2.18218, 4)
    expect(twoProportionZ(row('A', 50, 20), row('B', 50, 10))).toBeCloseTo(-2.18218, 4)
  })

  it('is 0 where there is nothing to compare', () => {
    expect(twoProportionZ(row('A', 0, 0), row('B', 10, 5))).toBe(0)
    expect(twoProportionZ(row('A', 10, 0), row('B', 10, 0))).toBe(0)
  })
})

describe('variantVerdict', () => {
  it('names the winner only at 95%', () => {
    expect(variantVerdict([row('warm', 1000, 100), row('bold', 1000, 130)])).toBe(
      'bold beats warm (95% confidence)',
    )
    expect(variantVerdict([row('warm', 1000, 100), row('bold', 1000, 120)])).toBe('no difference yet')
    expect(variantVerdict([row('warm', 0, 0), row('bold', 0, 0)])).toBe('no difference yet')
  })

  it('lists every variant the best one beats among several', () => {
    const rows = [row('a', 1000, 100), row('b', 1000, 118), row('c', 1000, 140)]
    expect(variantVerdict(rows)).toBe('c beats a (95% confidence)')
    expect(variantVerdict([...rows, row('d', 1000, 90)])).toBe('c beats a and d (95% confidence)')
  })
})
