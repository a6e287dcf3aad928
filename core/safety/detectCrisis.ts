import { locales, type Locale } from '../i18n/locales.ts'
import { everyLanguage, languageBit, likelyLanguages } from './languages.ts'
import { crisisScore, THRESHOLD } from './model/index.ts'
import { stemNames } from './model/stems.ts'
import { normalise } from './normalise.ts'
import { asMeant, setAside } from './postFilter.ts'
import { readRules } from './rules.ts'

/** What set the detector off: the language whose rule matched, and the words it matched (normalised). */
export interface CrisisSignal {
  readonly language: Locale
  readonly matched: string
}

/**
 * Whether a visitor message speaks of suicide or self-harm, in any of the ten languages (a visitor does not
 * always write in the page's language). The message is normalised (normalise.ts) and read as meant, without
 * laughter about dying and others' threats (postFilter.ts). Only the languages whose frequent words it uses
 * are read (languages.ts), all ten when that is unsure. The rules (rules.ts) read each language's phrases and
 * concepts from core/safety/data/<language>.json; a rule's finding stands unless the message also holds an
 * aside, something that reads as a crisis and is something else by its context (a medicine for a headache,
 * a cut while shaving): then the rules read the text again without it. What no rule reads goes to a small
 * model (model/), a logistic regression over words, word pairs, letter pieces, stem meanings and concept
 * names, trained on data/crisis/ (`npm run train:crisis`); above its threshold it reports a crisis in the
 * first likely language, with the whole normalised message as `matched`.
 * Pure and synchronous: runs on every message before anything else.
 */
export function detectCrisis(message: string): CrisisSignal | undefined {
  return detectWith(message, crisisScore)
}

/** A message's score: the crisis model's log-odds for its normalised text and concept names. */
export type Scorer = (text: string, concepts: readonly string[]) => number

/** detectCrisis with another model (the bench's leave-one-set-out runs train one per set left out). */
export function detectWith(message: string, score: Scorer): CrisisSignal | undefined {
  const text = asMeant(normalise(message))
  const languages = likelyLanguages(text)
  const names = new Set<string>()
  const naming = languages === everyLanguage ? undefined : names
  const found = readRules(text, languages, naming)
  let scored = text
  if (found) {
    // The asides only take findings away, so they are looked for only once a rule has fired.
    scored = setAside(text)
    if (scored === text) return found
    names.clear()
    const stands = readRules(scored, languages, naming)
    if (stands) return stands
  }
  if (score(scored, [...names, ...stemNames(scored)]) <= THRESHOLD) return undefined
  return { language: locales.find((locale) => languages & languageBit[locale]) ?? 'en', matched: text }
}
