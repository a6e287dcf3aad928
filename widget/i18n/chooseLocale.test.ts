import { describe, expect, it } from 'vitest'
import { chooseLocale } from './chooseLocale.ts'

describe('chooseLocale', () => {
  it('takes the element’s own lang first', () => {
    expect(chooseLocale('de', 'fr', ['it'])).toBe('de')
  })

  it('then the host page’s <html lang>', () => {
    expect(chooseLocale(undefined, 'fr-FR', ['it'])).toBe('fr')
    expect(chooseLocale('', 'sv', ['it'])).toBe('sv')
  })

  it('then the first of the browser’s languages the chat speaks', () => {
    expect(chooseLocale(null, '', ['pt-BR', 'es-MX', 'de'])).toBe('es')
  })

  it('skips a language the chat does not speak at every step', () => {
    expect(chooseLocale('pt', 'ru', ['ja', 'nl-BE'])).toBe('nl')
  })

  it('falls back to English', () => {
    expect(chooseLocale(undefined, undefined, [])).toBe('en')
    expect(chooseLocale('pt', 'ja', ['zh-CN'])).toBe('en')
  })

  it.each([
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb-NO', 'nb'],
    ['fr-BE', 'fr'],
    ['sv-FI', 'sv'],
  ])('reads the regional tag %s as %s', (tag, locale) => {
    expect(chooseLocale(tag, undefined, [])).toBe(locale)
    expect(chooseLocale(undefined, tag, [])).toBe(locale)
    expect(chooseLocale(undefined, undefined, [tag])).toBe(locale)
  })
})
