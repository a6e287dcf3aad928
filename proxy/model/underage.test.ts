import { describe, expect, it } from 'vitest'
import { saysUnderage } from './underage.ts'

describe('saysUnderage', () => {
  it.each([
    "I'm 16",
    'ich bin 16',
    'Ich bin erst 15 Jahre alt',
    'bin minderjährig',
    "j'ai 15 ans",
    'J’ai seulement 14 ans',
    'ho 16 anni',
    'tengo 15 años',
    'soy menor de edad',
    'ik ben 16',
    'ik ben pas 15 jaar oud',
    'jag är 16',
    'jeg er 15',
    'jeg er kun 14 år gammel',
    'olen 16',
    'oon 15-vuotias',
  ])('hears %s', (text) => {
    expect(saysUnderage(text)).toBe(true)
  })

  it.each([
    "I'm 18",
    'ich bin 25',
    'ich bin 16 km gelaufen',
    "j'ai 30 ans",
    'ik ben 5 minuten weg',
    'jag är 5 minuter bort',
    'jeg er 5 minutter væk',
    'olen 5 minuutin päässä',
    'tengo 5 hermanos',
    'ich arbeite seit 10 Jahren hier',
  ])('does not mistake %s', (text) => {
    expect(saysUnderage(text)).toBe(false)
  })
})
