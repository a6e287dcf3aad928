import fc from 'fast-check'
import skeletons from 'unhomoglyph/data.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { readData } from '../../tools/crisis/data.ts'
import { detectCrisis } from './detectCrisis.ts'
import { normalise } from './normalise.ts'

const data = readData().filter((message) => message.role !== 'test')
const crisisMessages = data.filter((message) => message.label === 'crisis').map((message) => message.text)
const ordinaryMessages = data.filter((message) => message.label === 'ordinary').map((message) => message.text)

/** Every code point that is default-ignorable or a format character. */
const invisibles: string[] = []
for (let point = 0; point <= 0xe0fff; point += 1) {
  if (point >= 0xd800 && point <= 0xdfff) continue
  const character = String.fromCodePoint(point)
  if (/[\p{Default_Ignorable_Code_Point}\p{Cf}]/u.test(character)) invisibles.push(character)
}

/** Per Latin letter, the letters of other scripts Unicode's confusables data gives it as their prototype. */
const lookAlikes = new Map<string, string[]>()
for (const [character, prototype] of Object.entries(skeletons as Record<string, string>)) {
  const latin = prototype.toLowerCase()
  if (!/^[a-z]$/.test(latin) || !/^\p{L}$/u.test(character) || /\p{Script=Latin}/u.test(character)) continue
  if (character.toLowerCase() !== character || character.normalize('NFKD') !== character) continue
  lookAlikes.set(latin, [...(lookAlikes.get(latin) ?? []), character])
}

const flagged = (message: string) => detectCrisis(message) !== undefined

describe('normalise: nothing hides a crisis message', () => {
  it.each([
    ['soft hyphen U+00AD', 'I want to kil\u00adl myself'],
    ['zero-width non-joiner U+200C', 'I want to ki\u200cll myself'],
    ['byte-order mark U+FEFF', 'I want to kill my\ufeffself'],
    ['invisible times U+2062', 'I want to k\u2062ill myself'],
    ['Hangul filler U+3164', 'I want to kil\u3164l myself'],
    ['Hangul choseong filler U+115F', 'I want to ki\u115fll myself'],
    ['Cyrillic і in kill', 'I want to k\u0456ll myself'],
    ['Cyrillic е in life', 'I want to end my lif\u0435'],
    ['Cyrillic е in umbringen', 'ich will mich umbring\u0435n'],
    ['soft hyphen in umbringen', 'ich will mich um\u00adbringen'],
    ['Hangul filler in umbringen', 'ich will mich umbr\u3164ingen'],
  ])('reads through a %s', (_, message) => {
    expect(detectCrisis(message)).toBeDefined()
  })

  it('deletes invisible characters instead of splitting the word', () => {
    expect(normalise('ki\u200bll my\u00adself')).toBe('kil myself')
    expect(normalise('full\uff57idth')).toBe('fulwidth')
  })

  it('folds look-alikes only in Latin-script text', () => {
    expect(normalise('k\u0456ll')).toBe(normalise('kill'))
    expect(normalise('I love the Greek word αγάπη')).toContain('αγαπη')
    expect(normalise('мне надо идти')).toBe('мне надо идти')
    expect(flagged('My favourite Greek word is φιλοσοφία, and I love it')).toBe(false)
  })

  it(
    'gives any corpus message the same verdict with an invisible character anywhere in it',
    { timeout: 120_000 },
    () => {
      const messages = [...crisisMessages, ...ordinaryMessages]
      fc.assert(
        fc.property(
          fc.nat(messages.length - 1),
          fc.nat(),
          fc.constantFrom(...invisibles),
          (index, at, invisible) => {
            const message = messages[index]!
            const points = [...message]
            const position = at % (points.length + 1)
            const hidden = [...points.slice(0, position), invisible, ...points.slice(position)].join('')
            expect(flagged(hidden), JSON.stringify(hidden)).toBe(flagged(message))
          },
        ),
        { numRuns: 100 },
      )
    },
  )

  it(
    'gives any corpus crisis message the same verdict with look-alike letters swapped in',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(
          fc.nat(crisisMessages.length - 1),
          fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
          (index, swaps) => {
            const message = crisisMessages[index]!
            const points = [...message]
            for (const [at, pick] of swaps) {
              const position = at % points.length
              const choices = lookAlikes.get(points[position]!.toLowerCase())
              if (choices) points[position] = choices[pick % choices.length]!
            }
            const disguised = points.join('')
            expect(flagged(disguised), JSON.stringify(disguised)).toBe(flagged(message))
          },
        ),
        { numRuns: 100 },
      )
    },
  )
})
