import { locales, type Locale } from '../i18n/locales.ts'
import { everyLanguage, languageBit, likelyLanguages } from './languages.ts'
import { crisisScore, THRESHOLD } from './model/index.ts'
import { stemNames } from './model/stems.ts'
import { normalise } from './normalise.ts'
import { asMeant, setAside } from './postFilter.ts'
import { preFilter } from './preFilter.ts'

/** What set the detector off: the language whose rule matched, and the words it matched (normalised). */
export interface CrisisSignal {
  readonly language: Locale
  readonly matched: string
}

/**
 * Whether a visitor message speaks of suicide or self-harm, in any of the ten languages (a visitor does not
 * always write in the page's language). The pipeline, each stage's knowledge in core/safety/data/:
 * 1. normalise (normalise.ts): accents, case, repeated letters, leetspeak, emoji, chat spellings;
 * 2. read as meant (postFilter.ts): without laughter about dying and others' threats;
 * 3. the likely languages by their frequent words (languages.ts), all ten when that is unsure;
 * 4. the pre-filter (preFilter.ts): what is certainly a crisis, the slang, each language's phrase cues and
 *    concept combinations (explicit intent, a method with intent, self-harm out of an accident's context);
 * 5. the post-filter (postFilter.ts): a finding stands unless the message holds an aside, something that reads
 *    as a crisis and is something else by its context (a medicine for a headache, a cut while shaving); then
 *    the pre-filter reads the text again without it;
 * 6. the model (model/): what the pre-filter does not settle, a logistic regression over words, word pairs,
 *    letter pieces, stem meanings and concept names, trained on data/crisis/ (`npm run train:crisis`); above its
 *    threshold it reports a crisis in the first likely language, with the whole normalised message as `matched`.
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
  const found = preFilter(text, languages, naming)
  let scored = text
  if (found) {
    // The asides only take findings away, so they are looked for only once a rule has fired.
    scored = setAside(text)
    if (scored === text) return found
    names.clear()
    const stands = preFilter(scored, languages, naming)
    if (stands) return stands
  }
  if (score(scored, [...names, ...stemNames(scored)]) <= THRESHOLD) return undefined
  return { language: locales.find((locale) => languages & languageBit[locale]) ?? 'en', matched: text }
}
