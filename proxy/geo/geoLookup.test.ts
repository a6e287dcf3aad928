import { beforeAll, describe, expect, it } from 'vitest'
import { isLoopback, normaliseAddress, openCountryDatabase, type GeoLookup } from './geoLookup.ts'

let geo: GeoLookup
beforeAll(async () => {
  geo = await openCountryDatabase()
})

describe('openCountryDatabase (DB-IP Lite)', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.142', 'GB'],
    ['194.25.2.129', 'DE'],
    ['77.88.8.8', 'RU'],
    ['114.114.114.114', 'CN'],
    ['200.221.11.100', 'BR'],
    ['::ffff:8.8.8.8', 'US'],
    ['::FFFF:77.88.8.8', 'RU'],
    ['2a02:6b8::feed:0ff', 'RU'],
    ['2003::1', 'DE'],
  ])('%s → %s', (address, country) => {
    expect(geo.country(address)).toBe(country)
  })

  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '192.168.1.1',
    '',
    'not-an-address',
    '8.8.8.8.8',
    '::ffff:999.1.1.1',
  ])('knows no country for %j', (address) => {
    expect(geo.country(address)).toBeUndefined()
  })
})

describe('normaliseAddress and isLoopback', () => {
  it('unwraps IPv4-mapped IPv6 and leaves other addresses alone', () => {
    expect(normaliseAddress('::ffff:81.2.69.142')).toBe('81.2.69.142')
    expect(normaliseAddress('2003::1')).toBe('2003::1')
    expect(normaliseAddress('8.8.8.8')).toBe('8.8.8.8')
  })

  it('recognises loopback in every form', () => {
    expect(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true)
    expect(['8.8.8.8', '::2', '10.0.0.1', '::ffff:8.8.8.8'].some(isLoopback)).toBe(false)
  })
})
