import { describe, expect, it } from 'vitest'
import { matchLocale } from './locales.ts'

describe('matchLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-ch', 'de'],
    ['fr-CA', 'fr'],
    ['es_MX', 'es'],
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['sv-FI', 'sv'],
    ['en-GB', 'en'],
    [' fi ', 'fi'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale)
  })

  it.each(['pt-BR', 'ru', 'x', '', '   ', 'german', null, undefined])('%j is none of ours', (tag) => {
    expect(matchLocale(tag)).toBeUndefined()
  })
})
