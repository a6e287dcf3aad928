import { describe, expect, it } from 'vitest'
import { partnerSchema } from './partnerSchema.ts'

const base = { id: 'acme', name: 'Acme', origins: ['https://acme.example'] }
const accepts = (commission: unknown) => partnerSchema.safeParse({ ...base, commission }).success

describe('a partner’s commission rule', () => {
  it('is CPA (an amount and its currency) or revenue share (a percentage)', () => {
    expect(accepts({ type: 'cpa', amount: '5.00', currency: 'USD' })).toBe(true)
    expect(accepts({ type: 'cpa', amount: '500', currency: 'JPY' })).toBe(true)
    expect(accepts({ type: 'revshare', percent: 30 })).toBe(true)
    expect(accepts({ type: 'revshare', percent: 12.5 })).toBe(true)
    expect(partnerSchema.parse(base).commission).toBeUndefined()
  })

  it('refuses amounts that are not decimal strings, unknown currencies and impossible percentages', () => {
    for (const commission of [
      { type: 'cpa', amount: 5, currency: 'USD' },
      { type: 'cpa', amount: '-5.00', currency: 'USD' },
      { type: 'cpa', amount: '5.001', currency: 'USD' },
      { type: 'cpa', amount: '5.5', currency: 'JPY' },
      { type: 'cpa', amount: '5.00', currency: 'usd' },
      { type: 'cpa', amount: '5.00', currency: 'XYZ' },
      { type: 'cpa', amount: '5.00' },
      { type: 'revshare', percent: 101 },
      { type: 'revshare', percent: -1 },
      { type: 'revshare', percent: 12.345 },
      { type: 'revshare', percent: 30, currency: 'USD' },
      { type: 'flat', amount: '5.00' },
    ])
      expect(accepts(commission), JSON.stringify(commission)).toBe(false)
  })
})
