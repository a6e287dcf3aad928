import { describe, expect, it } from 'vitest'
import { defaultPersona, personaTexts } from '../../core/persona.ts'
import { partnerSchema, type Partner } from '../partners/partnerSchema.ts'
import { assignVariant, greetingText } from './greetingVariants.ts'

const acme: Partner = partnerSchema.parse({
  id: 'acme',
  name: 'Acme',
  origins: ['https://acme.example'],
  greetings: [
    { id: 'warm', text: { en: 'Hey there, how was your day?', de: 'Hallo, wie war dein Tag?' } },
    { id: 'bold', text: 'Guess what I just found out.' },
  ],
})

describe('assignVariant', () => {
  it('splits new conversations evenly over the variants', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 4000; i += 1) {
      const variant = assignVariant(acme)!
      counts.set(variant, (counts.get(variant) ?? 0) + 1)
    }
    expect([...counts.keys()].sort()).toEqual(['bold', 'warm'])
    // 4,000 fair draws: each side within 2,000 ± 200 (more than 6 standard deviations)
    for (const count of counts.values()) expect(Math.abs(count - 2000)).toBeLessThan(200)
    expect(assignVariant(acme, undefined, () => 0)).toBe('warm')
    expect(assignVariant(acme, undefined, () => 1)).toBe('bold')
  })

  it('keeps the variant already offered while the partner still runs it, and draws afresh otherwise', () => {
    expect(assignVariant(acme, 'bold', () => 0)).toBe('bold')
    expect(assignVariant(acme, 'retired', () => 0)).toBe('warm')
    expect(assignVariant({ ...acme, greetings: undefined }, 'bold')).toBeUndefined()
    expect(assignVariant(undefined, 'bold')).toBeUndefined()
  })

  it("draws none for a visitor who was shown the persona's own greeting (the widget's config never came)", () => {
    expect(assignVariant(acme, '', () => 0)).toBeUndefined()
  })
})

describe('greetingText', () => {
  it("uses the variant's language, the spec's greeting for a missing one, and one text for all", () => {
    expect(greetingText(acme, 'warm', defaultPersona, 'de')).toBe('Hallo, wie war dein Tag?')
    expect(greetingText(acme, 'warm', defaultPersona, 'fr')).toBe(personaTexts(defaultPersona, 'fr').greeting)
    expect(greetingText(acme, 'bold', defaultPersona, 'fi')).toBe('Guess what I just found out.')
  })

  it("keeps the spec's greeting exactly without an experiment", () => {
    for (const locale of ['en', 'de', 'sv'] as const)
      expect(greetingText({ ...acme, greetings: undefined }, undefined, defaultPersona, locale)).toBe(
        personaTexts(defaultPersona, locale).greeting,
      )
  })
})

describe('greetings and theme in the registry', () => {
  const base = { id: 'acme', name: 'Acme', origins: ['https://acme.example'] }
  const refused = (extra: object) => !partnerSchema.safeParse({ ...base, ...extra }).success

  it('accepts 2–4 plain-text variants and a safe theme', () => {
    expect(refused({ greetings: acme.greetings, theme: { accent: '#0a7d4f', radius: '12px' } })).toBe(false)
  })

  it('refuses too few or too many variants, duplicates, markup, empty or long texts, unknown languages', () => {
    const variant = (id: string, text: unknown = 'Hello') => ({ id, text })
    expect(refused({ greetings: [variant('a')] })).toBe(true)
    expect(refused({ greetings: ['a', 'b', 'c', 'd', 'e'].map((id) => variant(id)) })).toBe(true)
    expect(refused({ greetings: [variant('a'), variant('a')] })).toBe(true)
    expect(refused({ greetings: [variant('a', '<b>hi</b>'), variant('b')] })).toBe(true)
    expect(refused({ greetings: [variant('a', ''), variant('b')] })).toBe(true)
    expect(refused({ greetings: [variant('a', 'x'.repeat(301)), variant('b')] })).toBe(true)
    expect(refused({ greetings: [variant('a', 'x'.repeat(300)), variant('b')] })).toBe(false)
    expect(refused({ greetings: [variant('a', { xx: 'Hi' }), variant('b')] })).toBe(true)
  })

  it('refuses theme values that are not plain colours or lengths', () => {
    expect(refused({ theme: { accent: 'red; background: url(x)' } })).toBe(true)
    expect(refused({ theme: { radius: '1px}' } })).toBe(true)
    expect(refused({ theme: { unknown: '#fff' } })).toBe(true)
  })
})
