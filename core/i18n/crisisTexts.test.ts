import { describe, expect, it } from 'vitest'
import { crisisLines, fallbackCrisisLines } from '../safety/crisisLines.ts'
import { crisisText } from './crisisTexts.ts'
import { locales } from './locales.ts'

describe('crisisText', () => {
  it.each(Object.entries(crisisLines))("gives %s's lines and emergency number", (country, lines) => {
    const text = crisisText('en', country)
    for (const line of lines.lines) expect(text).toContain(line.number)
    expect(text).toContain(`call ${lines.emergency}.`)
    expect(text).not.toContain(fallbackCrisisLines.directory)
  })

  it('gives a visitor from a country without a listed line the emergency number and the directory', () => {
    for (const country of ['RU', undefined]) {
      const text = crisisText('de', country)
      expect(text).toContain(fallbackCrisisLines.directory)
      expect(text).toContain('112')
      expect(text).not.toContain('0800 111 0 111')
    }
  })

  it('speaks each language, with the same lines', () => {
    const texts = locales.map((locale) => crisisText(locale, 'DE'))
    expect(new Set(texts).size).toBe(locales.length)
    for (const text of texts) expect(text).toContain('0800 111 0 111 (TelefonSeelsorge)')
    expect(crisisText('fr', 'FR')).toMatch(/^Hé, .*Appelle le 3114 .*appelle le 112\./)
    expect(crisisText('en', 'US')).toContain('Call or text 988 (988 Suicide & Crisis Lifeline).')
  })
})
