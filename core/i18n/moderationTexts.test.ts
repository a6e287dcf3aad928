import { describe, expect, it } from 'vitest'
import { locales } from './locales.ts'
import { moderationTexts } from './moderationTexts.ts'

describe('moderation texts', () => {
  it.each(locales)('%s refuses anything sexual under 18', (locale) => {
    expect(moderationTexts[locale].minors).toContain('18')
  })

  it('differ from English in every other language', () => {
    for (const locale of locales.filter((l) => l !== 'en'))
      expect(moderationTexts[locale].minors).not.toBe(moderationTexts.en.minors)
  })
})
