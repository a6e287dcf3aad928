import { describe, expect, it } from 'vitest'
import { de } from '../../core/i18n/de.ts'
import { locales } from '../../core/i18n/locales.ts'
import { defaultPersona } from '../../core/persona.ts'
import { isLocaleStrings } from '../i18n/localeStrings.ts'
import { localeFile } from './localeFiles.ts'

describe('language files', () => {
  it.each(locales)('%s: a file the widget accepts', (locale) => {
    expect(isLocaleStrings(JSON.parse(JSON.stringify(localeFile(locale))))).toBe(true)
  })

  it('carries the catalogue and each persona’s texts in that language', () => {
    const file = localeFile('de')
    expect(file.texts).toEqual(de)
    expect(file.personas[defaultPersona.id]?.greeting).toBe('Hey du! 😉 Wie geht’s dir heute?')
  })

  it('rejects a file with a text missing or of the wrong kind', () => {
    const { placeholder: _missing, ...texts } = localeFile('de').texts
    expect(isLocaleStrings({ texts, personas: {} })).toBe(false)
    expect(isLocaleStrings({ texts: { ...de, sendLabel: 1 }, personas: {} })).toBe(false)
    expect(isLocaleStrings({ texts: de, personas: { mia: { greeting: 'x' } } })).toBe(false)
    expect(isLocaleStrings('de')).toBe(false)
  })
})
