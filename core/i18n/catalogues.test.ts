import { describe, expect, it } from 'vitest'
import { personas, personaTexts } from '../persona.ts'
import { catalogues } from './catalogues.ts'
import { en } from './en.ts'
import { format } from './format.ts'
import { locales } from './locales.ts'

const EMOJI = /\p{Extended_Pictographic}/gu
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
const emoji = (text: string) => text.match(EMOJI) ?? []

describe('catalogues', () => {
  it('keep the product specification’s English texts', () => {
    expect(en).toMatchObject({
      refusal: 'Sorry, this service is only available in the United States, Canada, the UK, and Europe.',
      failure: "I'm having trouble connecting right now. Can you try again in a moment?",
      emptyReply: "I'm not sure how to respond to that.",
      signupLabel: 'Create a Free Account',
      placeholder: 'Send message...',
      justNow: 'just now',
    })
    expect(format(en.signupText, { name: 'Mia' })).toBe('To continue chatting with Mia:')
    expect(format(en.emptyState, { name: 'Mia' })).toBe('Start chatting with Mia!')
  })

  it.each(locales)('%s has every text, none empty, with the English placeholders', (locale) => {
    const catalogue = catalogues[locale]
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${locale}.${key}`).not.toBe('')
      expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(en[key as keyof typeof en]))
    }
  })

  it('speaks each language in its own words, not English left untranslated', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const key of ['refusal', 'failure', 'emptyReply', 'signupText', 'signupLabel'] as const)
        expect(catalogues[locale][key], `${locale}.${key}`).not.toBe(en[key])
    }
  })
})

describe('persona texts', () => {
  it.each(Object.values(personas).flatMap((p) => locales.map((l) => [p.id, l] as const)))(
    '%s in %s: greeting, tagline and occupation, with the English greeting’s emoji',
    (id, locale) => {
      const persona = personas[id]!
      const texts = personaTexts(persona, locale)
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('')
      expect(emoji(texts.greeting)).toEqual(emoji(persona.greeting))
      if (locale !== 'en') expect(texts.greeting).not.toBe(persona.greeting)
    },
  )

  it('the top-level texts are the English ones', () => {
    for (const persona of Object.values(personas)) {
      const english = personaTexts(persona, 'en')
      expect(persona).toMatchObject({ ...english })
    }
  })
})

describe('format', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(format('{name} is {mood}, {name}!', { name: 'Mia' })).toBe('Mia is {mood}, Mia!')
    expect(format('{count} new', { count: 3 })).toBe('3 new')
  })
})
