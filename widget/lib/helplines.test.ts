import { describe, expect, it } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { locales } from '../../core/i18n/locales.ts'
import { crisisLines } from '../../core/safety/crisisLines.ts'
import { helplineParts, helplinesIn, phoneHref } from './helplines.ts'

const links = (text: string) => helplineParts(text).filter((part) => typeof part !== 'string')

describe('helplineParts', () => {
  it('finds the line and the emergency number of a US crisis answer, the line textable', () => {
    const text = crisisText('en', 'US')
    expect(links(text)).toEqual([
      { number: '988', sms: true },
      { number: '911', sms: false },
    ])
    // Nothing is lost or added: the parts put together are the text again.
    const joined = helplineParts(text)
      .map((part) => (typeof part === 'string' ? part : 'number' in part ? part.number : part.directory))
      .join('')
    expect(joined).toBe(text)
  })

  it('links every listed line and emergency number in every language, and the directory for other countries', () => {
    for (const locale of locales) {
      for (const [country, { lines, emergency }] of Object.entries(crisisLines)) {
        const numbers = links(crisisText(locale, country)).map((part) =>
          'number' in part ? part.number : '',
        )
        expect(numbers, `${locale} ${country}`).toEqual([...lines.map((line) => line.number), emergency])
      }
      expect(links(crisisText(locale, undefined)), locale).toEqual([
        { directory: 'https://findahelpline.com' },
        { number: '112', sms: false },
      ])
    }
  })

  it('leaves any other number, and anything that only looks like a link, as text', () => {
    const text = 'Call 5550199 or 9880 or visit https://evil.example, 1988, <a href="x">1</a>'
    expect(links(text)).toEqual([])
    expect(helplineParts(text)).toEqual([text])
  })
})

describe('helplinesIn', () => {
  it("names a country's lines and its emergency number once each", () => {
    const found = helplinesIn(crisisText('fr', 'BE'))
    expect(found.lines.map((line) => line.number)).toEqual(['1813', '0800 32 123'])
    expect(found.emergency).toEqual(['112'])
    expect(found.directory).toBeUndefined()
    expect(helplinesIn(crisisText('de', 'ZZ'))).toEqual({
      lines: [],
      emergency: ['112'],
      directory: 'https://findahelpline.com',
    })
  })
})

describe('phoneHref', () => {
  it('keeps digits only', () => {
    expect(phoneHref('tel', '0800 111 0 111')).toBe('tel:08001110111')
    expect(phoneHref('sms', '988')).toBe('sms:988')
  })
})
