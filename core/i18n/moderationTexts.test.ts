import { describe, expect, it } from 'vitest'
import { locales } from './locales.ts'
import { moderationTexts } from './moderationTexts.ts'

describe('moderation texts', () => {
  it.each(locales)(
    '%s has both texts, each naming the international numbers the English one gives',
    (locale) => {
      const texts = moderationTexts[locale]
      expect(texts.minors).toContain('18')
      for (const number of ['988', '116 123', '112']) expect(texts.selfHarm).toContain(number)
    },
  )

  it('differ from English in every other language', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      expect(moderationTexts[locale].minors).not.toBe(moderationTexts.en.minors)
      expect(moderationTexts[locale].selfHarm).not.toBe(moderationTexts.en.selfHarm)
    }
  })
})
