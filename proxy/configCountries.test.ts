import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('country settings that would silently do the wrong thing', () => {
  it.each([
    ['LOCAL_COUNTRY', 'XX', /LOCAL_COUNTRY: 'XX' is not an ISO 3166 country code/],
    [
      'LOCAL_COUNTRY',
      'UK',
      /LOCAL_COUNTRY: 'UK' is not an ISO 3166 country code \(the United Kingdom is GB\)/,
    ],
    ['ALLOWED_COUNTRIES', 'US,XX', /ALLOWED_COUNTRIES \(item 2\): 'XX' is not an ISO 3166 country code/],
    ['ALLOWED_COUNTRIES', 'EU', /ALLOWED_COUNTRIES \(item 1\): 'EU' is not an ISO 3166 country code/],
    ['ALLOWED_COUNTRIES', '', /ALLOWED_COUNTRIES: names no country; leave it unset for the default list/],
    ['ALLOWED_COUNTRIES', ' , ', /ALLOWED_COUNTRIES: names no country/],
  ])('stops on %s=%j with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('accepts real codes in either case', () => {
    const config = loadConfig({ ALLOWED_COUNTRIES: 'fr, DE, ch', LOCAL_COUNTRY: 'gb' })
    expect([...config.allowedCountries]).toEqual(['FR', 'DE', 'CH'])
    expect(config.localCountry).toBe('GB')
  })
})
