import { describe, expect, it } from 'vitest'
import { commissionOf } from './commission.ts'
import { divideHalfUp, formatMoney, toDecimal, toMinor } from './money.ts'

describe('money in minor units', () => {
  it('reads decimal amounts by the currency’s exponent', () => {
    expect(toMinor('5.00', 'USD')).toBe(500)
    expect(toMinor('5', 'USD')).toBe(500)
    expect(toMinor('0.1', 'EUR')).toBe(10)
    expect(toMinor('1200', 'JPY')).toBe(1200)
    expect(toMinor('1.5', 'KWD')).toBe(1500)
  })

  it('writes exact decimals for CSV and the currency’s own style for pages', () => {
    expect(toDecimal(123450, 'USD')).toBe('1234.50')
    expect(toDecimal(5, 'USD')).toBe('0.05')
    expect(toDecimal(0, 'EUR')).toBe('0.00')
    expect(toDecimal(1200, 'JPY')).toBe('1200')
    expect(toDecimal(1500, 'KWD')).toBe('1.500')
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50')
    expect(formatMoney(999, 'EUR')).toBe('€9.99')
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200')
  })

  it('rounds half-up', () => {
    expect(divideHalfUp(3015, 10)).toBe(302)
    expect(divideHalfUp(3014, 10)).toBe(301)
    expect(divideHalfUp(3016, 10)).toBe(302)
    expect(divideHalfUp(0, 10)).toBe(0)
  })
})

describe('commissionOf', () => {
  it('pays a CPA amount in its own currency, whatever the payout', () => {
    const rule = { type: 'cpa', amount: '5.00', currency: 'USD' } as const
    expect(commissionOf(rule, { payoutMinor: 4000, currency: 'EUR' })).toEqual({
      currency: 'USD',
      minor: 500,
    })
  })

  it('pays a revenue share in the payout’s currency, half-up to a minor unit', () => {
    const share = (percent: number, payoutMinor: number, currency = 'USD') =>
      commissionOf({ type: 'revshare', percent }, { payoutMinor, currency })
    expect(share(30, 1005)).toEqual({ currency: 'USD', minor: 302 }) // 301.5
    expect(share(30, 1001)).toEqual({ currency: 'USD', minor: 300 }) // 300.3
    expect(share(12.5, 1004)).toEqual({ currency: 'USD', minor: 126 }) // 125.5
    expect(share(33.33, 999, 'JPY')).toEqual({ currency: 'JPY', minor: 333 }) // 332.97
    expect(share(0, 1000).minor).toBe(0)
    expect(share(100, 1000).minor).toBe(1000)
  })
})
