import { locales, type Locale } from '../i18n/locales.ts'
import { setAside } from './asides.ts'
import { readConcepts } from './concepts/concepts.ts'
import { crisisCues } from './cues/index.ts'
import { asMeant } from './hyperbole.ts'
import { everyLanguage, languageBit, likelyLanguages } from './languages.ts'
import { crisisScore, THRESHOLD } from './model/index.ts'
import { stemNames } from './model/stems.ts'
import { cuePattern, normalise } from './normalise.ts'

/** What set the detector off: the language whose cue matched, and the words it matched (normalised). */
export interface CrisisSignal {
  readonly language: Locale
  readonly matched: string
}

// One alternation per language, not one pattern per cue: fewer passes over each message
// (docs/performance.md#figures-behind-code-choices).
const compiled = Object.entries(crisisCues).map(([language, cues = []]) => ({
  language: language as Locale,
  bit: languageBit[language as Locale],
  pattern: cuePattern(cues.map((cue) => `(?:${cue})`).join('|') || '(?!)'),
}))

/** The English slang written in every language's chat, read whatever the message's language. */
const SLANG = /(?<!\d )\bkms\b|\bunaliv\w*|\bsewer ?slid\w*/u

/**
 * Whether a visitor message speaks of suicide or self-harm, in any of the ten languages (a visitor does not
 * always write in the page's language). First the phrase cues (cues/), then the concepts (concepts/): per
 * language the writer, dying, intent, a means and what is done with it, self-harm with its context, and cues
 * enough alone (a final farewell, being a burden, a passive wish, slang), combined within a sentence.
 * False friends (sprint drills, diet phases, hyperbole, laughter, accidents) are guarded by their context
 * and only their own words are set aside; so is, once a rule has fired, what reads as a crisis and is something
 * else by its context in any language (asides.ts: a medicine for a headache, a cut while shaving, a pool on a
 * roof, someone else's past suicide, suicide sprints). Reports of someone else's death or suicide ("he killed himself in
 * the film", "my uncle took his own life years ago") do not fire: they are grief or news, and the persona
 * answers them as such; a visitor's own intent in the same message still fires. Someone else's present
 * intent ("my friend wants to kill himself") does fire: the crisis lines also counsel those worried about
 * another. Laughter about dying and threats from others are set aside first (hyperbole.ts). Only the
 * languages whose frequent words the message uses are read (languages.ts), and all ten when that is unsure.
 * Last, what no rule reads goes to a small model (model/): a logistic regression over the message's words,
 * word pairs and letter pieces and the concepts it shows, trained on the labelled sets; above its threshold
 * it reports a crisis in the first likely language, with the whole normalised message as `matched`.
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
    // A rule's finding stands unless it goes with the asides (asides.ts): then the rules, and the model after
    // them, read the text without them. The asides only take findings away, so they are looked for only once
    // a rule has fired.
    scored = setAside(text)
    if (scored === text) return found
    names.clear()
    const stands = readRules(scored, languages, naming)
    if (stands) return stands
  }
  if (score(scored, [...names, ...stemNames(scored)]) <= THRESHOLD) return undefined
  return { language: locales.find((locale) => languages & languageBit[locale]) ?? 'en', matched: text }
}

/** The rules over a normalised text: the slang, each likely language's cues, then the concepts (naming them into `names`). */
function readRules(text: string, languages: number, names?: Set<string>): CrisisSignal | undefined {
  const slang = SLANG.exec(text)
  if (slang) return { language: 'en', matched: slang[0] }
  for (const { language, bit, pattern } of compiled) {
    if ((languages & bit) === 0) continue
    const found = pattern.exec(text)
    if (found) return { language, matched: found[0] }
  }
  return readConcepts(text, languages, names)
}
