import { describe, expect, it } from 'vitest'
import { publicOrigin } from './publicOrigin.ts'

describe('publicOrigin', () => {
  it('takes PUBLIC_URL, normalised to its origin, over SITE_URL and without a warning', () => {
    expect(
      publicOrigin({ PUBLIC_URL: 'https://Chat.Example.com:8443/', SITE_URL: 'https://old.example' }),
    ).toEqual({ origin: 'https://chat.example.com:8443' })
  })

  it('still reads SITE_URL alone, with a warning that names PUBLIC_URL', () => {
    const { origin, warning } = publicOrigin({ SITE_URL: 'https://chat.example.com' })
    expect(origin).toBe('https://chat.example.com')
    expect(warning).toMatch(/SITE_URL .*PUBLIC_URL/)
  })

  it('is undefined when neither is set (empty counts as unset)', () => {
    expect(publicOrigin({})).toEqual({ origin: undefined })
    expect(publicOrigin({ PUBLIC_URL: '', SITE_URL: '' })).toEqual({ origin: undefined })
  })

  it.each(['https://chat.example.com/app', 'chat.example.com', 'ftp://chat.example.com'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => publicOrigin({ PUBLIC_URL: value })).toThrow(/^PUBLIC_URL: expected the public/)
    },
  )
})
