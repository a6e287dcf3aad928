import { describe, expect, it } from 'vitest'
import { safeUrl } from './safeUrl.ts'

describe('safeUrl', () => {
  it('keeps http and https links, resolving relative ones', () => {
    expect(safeUrl('https://example.com/signup')).toBe('https://example.com/signup')
    expect(safeUrl('/signup', 'http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173/signup')
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'http://[bad'])(
    'refuses %s',
    (url) => {
      expect(safeUrl(url, 'https://example.com/')).toBeNull()
    },
  )
})
