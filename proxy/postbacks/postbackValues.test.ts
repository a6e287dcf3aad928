import { describe, expect, it } from 'vitest'
import type { Conversion } from '../conversions/conversionTypes.ts'
import { fillPostbackTemplate, postbackTemplateProblem } from '../partners/postbackTemplate.ts'
import { commissionOf } from './commission.ts'
import { maskSecrets } from './maskSecrets.ts'
import { postbackValues } from './postbackValues.ts'

const conversion: Conversion = {
  txid: 'T-9',
  clickId: 'c1ick1d0000000000000',
  status: 'approved',
  payoutMinor: 1250,
  currency: 'USD',
  createdAt: 0,
  updatedAt: 0,
  click: {
    clickId: 'c1ick1d0000000000000',
    partner: 'acme',
    persona: 'mia',
    variant: 'b',
    country: 'DE',
    device: 'phone',
    language: 'de',
    subIds: { sub1: 'spring&x=1', sub3: 'a b/c' },
    at: 0,
  },
}

describe('postback URLs', () => {
  it('fills every macro with the event, URL-encoded so no value adds a parameter', () => {
    const template =
      'https://net.example/pb?cid={click_id}&tx={txid}&s={status}&p={payout}&c={currency}&com={commission}&s1={sub1}&s2={sub2}&s3={sub3}&pt={partner}&v={variant}&geo={country}&dev={device}'
    const url = fillPostbackTemplate(template, postbackValues(conversion, { type: 'revshare', percent: 40 }))
    expect(url).toBe(
      'https://net.example/pb?cid=c1ick1d0000000000000&tx=T-9&s=approved&p=12.50&c=USD&com=5.00&s1=spring%26x%3D1&s2=&s3=a%20b%2Fc&pt=acme&v=b&geo=DE&dev=phone',
    )
    expect(new URL(url).searchParams.get('s1')).toBe('spring&x=1')
    expect(new URL(url).searchParams.get('x')).toBeNull()
  })

  it('refuses unknown macros, macros in the host and other schemes, in one line', () => {
    expect(postbackTemplateProblem('https://net.example/pb?cid={click_id}&x={clickid}')).toMatch(
      /^unknown macro \{clickid\} \(known: \{click_id\} /,
    )
    expect(postbackTemplateProblem('https://{partner}.example/pb')).toBe('macros may not be in the host')
    expect(postbackTemplateProblem('ftp://net.example/{click_id}')).toBe(
      'only http:// and https:// URLs are sent',
    )
    expect(postbackTemplateProblem('not a url {txid}')).toMatch(/^not a URL/)
    expect(postbackTemplateProblem('https://net.example/pb/{txid}?c={click_id}')).toBeUndefined()
  })

  it('writes amounts in the currency’s own decimals', () => {
    const payout = (payoutMinor: number, currency: string) =>
      postbackValues({ ...conversion, payoutMinor, currency }, undefined).payout
    expect(payout(1250, 'USD')).toBe('12.50')
    expect(payout(5, 'EUR')).toBe('0.05')
    expect(payout(1250, 'JPY')).toBe('1250')
    expect(payout(12345, 'BHD')).toBe('12.345')
  })

  it('pays the registry’s commission on approved conversions only', () => {
    expect(commissionOf({ type: 'cpa', amount: '3.00', currency: 'EUR' }, conversion)).toEqual({
      minor: 300,
      currency: 'EUR',
    })
    expect(commissionOf({ type: 'revshare', percent: 33.3 }, { ...conversion, status: 'refunded' })).toEqual({
      minor: 0,
      currency: 'USD',
    })
    expect(
      commissionOf({ type: 'cpa', amount: '3.00', currency: 'EUR' }, { ...conversion, status: 'pending' }),
    ).toEqual({
      minor: 0,
      currency: 'EUR',
    })
    expect(commissionOf({ type: 'revshare', percent: 33.3 }, conversion)).toEqual({
      minor: 416,
      currency: 'USD',
    })
    expect(commissionOf(undefined, conversion)).toBeUndefined()
    expect(postbackValues(conversion, undefined).commission).toBe('')
  })

  it('masks secret-looking query values in the log', () => {
    expect(maskSecrets('https://net.example/pb?cid=1&token=abc&api_key=k&sig=ff&Signature=x&s1=ok#f')).toBe(
      'https://net.example/pb?cid=1&token=***&api_key=***&sig=***&Signature=***&s1=ok#f',
    )
    expect(maskSecrets('https://net.example/pb')).toBe('https://net.example/pb')
  })
})
