import { locales, type Locale } from '../i18n/locales.ts'
import { kin, languages } from './knowledge.ts'
import { normalise } from './normalise.ts'

/** Each language's bit in a set of languages. */
export const languageBit: Readonly<Record<Locale, number>> = Object.fromEntries(
  locales.map((locale, index) => [locale, 1 << index]),
) as Record<Locale, number>

/** Every language's bit: a message read in all ten. */
export const everyLanguage = (1 << locales.length) - 1
// Swedish, Norwegian and Danish share so many words that each is read with the others.
const KIN = kin.reduce((bits, language) => bits | languageBit[language], 0)

/**
 * Per frequent word of a language (data/<language>.json, `markers`: pronouns, auxiliaries, articles,
 * negations), the languages it belongs to. A language without markers is read only when the language is unsure.
 */
const byWord = new Map<string, number>()
for (const { language, markers } of languages)
  for (const word of markers) {
    const key = normalise(word)
    byWord.set(key, (byWord.get(key) ?? 0) | languageBit[language])
  }

/**
 * The languages a normalised message may be in: those using as many of its frequent words as the best
 * one, or one fewer, with Swedish, Norwegian and Danish together; every language when no language has two,
 * so a short or unusual message is read in all ten.
 */
export function likelyLanguages(text: string): number {
  const counts = new Array<number>(locales.length).fill(0)
  let best = 0
  for (const token of text.split(' ')) {
    const bits = byWord.get(token)
    if (bits === undefined) continue
    for (let index = 0; index < locales.length; index += 1)
      if (bits & (1 << index)) best = Math.max(best, ++counts[index]!)
  }
  if (best < 2) return everyLanguage
  let likely = 0
  for (let index = 0; index < locales.length; index += 1) if (counts[index]! >= best - 1) likely |= 1 << index
  return likely & KIN ? likely | KIN : likely
}
