import type { Locale } from '../i18n/locales.ts'
import { kin, languages, shared, sharedSource, type Language } from './knowledge.ts'
import { languageBit } from './languages.ts'
import { cuePattern } from './normalise.ts'

/** What set the detector off: the language whose rule matched, and the words it matched (normalised). */
export interface Finding {
  readonly language: Locale
  readonly matched: string
}

interface Compiled {
  readonly language: Locale
  readonly bit: number
  readonly cues: RegExp
  readonly self: RegExp
  readonly death: RegExp
  readonly intent: RegExp
  readonly method: RegExp
  readonly act: RegExp
  readonly alone: RegExp
  readonly withDrugs: RegExp
  readonly harm: RegExp
  readonly harmContext: RegExp
  readonly accident: RegExp
  readonly guard: RegExp
}

/** The English slang written in every language's chat, read whatever the message's language. */
const SLANG = cuePattern(shared.slang)

/** Laughter next to a burn or a cut tells of an accident, even "again". */
const laughter = cuePattern(shared.laughterNearHarm)

// The told meanings that need a medicine named are read only when one is: most messages name none, and
// the medicine names are the longest alternation of all.
const DRUG_LIST = sharedSource('{DRUGS}')
const DRUGS = DRUG_LIST.slice('(?:'.length, -')'.length)
const DRUG = cuePattern(`\\b${DRUG_LIST}\\b`)

/** Whether a cue can match only with a medicine named: each `{DRUGS}\b` in it stands as no alternative. */
function needsDrug(cue: string): boolean {
  const parts = cue.split(DRUGS)
  if (parts.length === 1) return false
  return parts.every(
    (part, index) =>
      (index === 0 || (part.startsWith(')\\b') && !part.startsWith(')\\b|'))) &&
      (index === parts.length - 1 || part.endsWith('(?:')),
  )
}

const byLanguage = new Map(languages.map((language) => [language.language, language]))
// A kin language's accidents and false friends count for each of them: a message in one often matches another's.
const withKin = (language: Locale, pick: (data: Language) => string) =>
  [language, ...(kin.includes(language) ? kin.filter((other) => other !== language) : [])]
    .flatMap((name) => {
      const data = byLanguage.get(name)
      return data ? [pick(data)] : []
    })
    .join('|')

const compiled: readonly Compiled[] = languages.map(({ language, cues, lexicon, told }) => ({
  language,
  bit: languageBit[language],
  // One alternation per language, not one pattern per cue (docs/performance.md#figures-behind-code-choices).
  cues: cuePattern(cues.map((cue) => `(?:${cue})`).join('|') || '(?!)'),
  self: cuePattern(lexicon.self),
  death: cuePattern(lexicon.death),
  intent: cuePattern(lexicon.intent),
  method: cuePattern(lexicon.method),
  act: cuePattern(lexicon.act),
  alone: cuePattern([lexicon.alone, ...told.filter((cue) => !needsDrug(cue))].join('|')),
  withDrugs: cuePattern(told.filter(needsDrug).join('|') || '(?!)'),
  harm: cuePattern(lexicon.harm),
  harmContext: cuePattern(lexicon.harmContext),
  accident: cuePattern(withKin(language, (other) => other.lexicon.accident)),
  guard: new RegExp(cuePattern(withKin(language, (other) => other.lexicon.guard)).source, 'gu'),
}))

/**

 * The pre-filter, what is certainly a crisis, over a normalised text in the languages given (a set of
 * `languageBit`s): the slang, each language's cues, then its concepts (readConcepts). With `names`, the concept
 * names of each language read are added to it on the way, so the model reads them without a second pass.
 */
export function preFilter(text: string, languages: number, names?: Set<string>): Finding | undefined {
  const slang = SLANG.exec(text)
  if (slang) return { language: 'en', matched: slang[0] }
  for (const { language, bit, cues } of compiled) {
    if ((languages & bit) === 0) continue
    const found = cues.exec(text)
    if (found) return { language, matched: found[0] }
  }
  return readConcepts(text, languages, names)
}

/**
 * The concept rules: a cue that is enough alone or self-harm out of an accident's context; within one
 * sentence, the writer + dying + intent; within two neighbouring sentences, the writer + a method + intent or
 * a time. A language's false friends (`guard`) are blanked out first, in that language only.
 */
function readConcepts(text: string, languages: number, names?: Set<string>): Finding | undefined {
  const drug = DRUG.test(text)
  if (names) nameMessage(text, drug, names)
  for (const lexicon of compiled) {
    if ((languages & lexicon.bit) === 0) continue
    const guarded = text.replace(lexicon.guard, ' ')
    const alone = lexicon.alone.exec(guarded) ?? (drug ? lexicon.withDrugs.exec(guarded) : null)
    if (alone) return { language: lexicon.language, matched: alone[0] }
    const harm = lexicon.harm.test(guarded)
    const self = lexicon.self.test(guarded)
    const intent = self && lexicon.intent.test(guarded)
    if (names) nameConcepts(lexicon, text, guarded, self, harm, names)
    if (!harm && !intent) continue
    const sentences = guarded.split('|')
    for (let index = 0; index < sentences.length; index += 1) {
      const sentence = sentences[index]!
      const hurt = harm ? selfHarm(lexicon, sentence) : null
      if (hurt) return { language: lexicon.language, matched: hurt[0] }
      const window = index + 1 < sentences.length ? `${sentence} ${sentences[index + 1]!}` : sentence
      const found = combination(lexicon, sentence, true) ?? combination(lexicon, window, false)
      if (found) return { language: lexicon.language, matched: found }
    }
  }
  return undefined
}

/**
 * The writer + intent (or a time) + dying, within one sentence; or the writer + intent + a means + what is
 * done with it (jump, take all, saved up), in one sentence or two: the matched dying or method words.
 */
function combination(lexicon: Compiled, text: string, withDeath: boolean): string | undefined {
  if (!lexicon.self.test(text) || !lexicon.intent.test(text)) return undefined
  const death = withDeath ? lexicon.death.exec(text) : null
  if (death) return death[0]
  const method = lexicon.act.test(text) ? lexicon.method.exec(text) : null
  return method?.[0]
}

/** Hurting oneself, unless the sentence tells of an accident and nothing in it points to self-harm. */
function selfHarm(lexicon: Compiled, sentence: string): RegExpExecArray | null {
  const found = lexicon.harm.exec(sentence)
  if (!found || !lexicon.accident.test(sentence)) return found
  return laughter.test(sentence) || !lexicon.harmContext.test(sentence) ? null : found
}

/**
 * Which concepts a normalised text shows, in any of the languages given, as names the crisis model reads
 * (model/features.ts): each concept anywhere, and the writer with dying and intent, with a means and intent,
 * or hurting oneself, within one sentence, with or without an accident's context there. The same concepts in
 * any language give the same names, so what the model learns of one language's messages counts for all.
 * The cues enough alone (`alone`) are not among them: the model reads only what those cues let through.
 */
export function conceptNames(text: string, languages: number): string[] {
  const names = new Set<string>()
  nameMessage(text, DRUG.test(text), names)
  for (const lexicon of compiled) {
    if ((languages & lexicon.bit) === 0) continue
    const guarded = text.replace(lexicon.guard, ' ')
    nameConcepts(lexicon, text, guarded, lexicon.self.test(guarded), lexicon.harm.test(guarded), names)
  }
  return [...names]
}

/** The names of a message whatever its language: a medicine named, laughter. */
function nameMessage(text: string, drug: boolean, names: Set<string>): void {
  if (drug) names.add('drug')
  if (laughter.test(text)) names.add('laughter')
}

/** One language's concept names (conceptNames), given its guarded text and whether it has the writer and harm. */
function nameConcepts(
  lexicon: Compiled,
  text: string,
  guarded: string,
  self: boolean,
  harm: boolean,
  names: Set<string>,
): void {
  if (guarded !== text) names.add('guard')
  const death = lexicon.death.test(guarded)
  const method = lexicon.method.test(guarded)
  if (self) names.add('self')
  if (death) names.add('death')
  if (method) names.add('method')
  if (lexicon.intent.test(guarded)) names.add('intent')
  if (lexicon.act.test(guarded)) names.add('act')
  if (lexicon.harmContext.test(guarded)) names.add('harmContext')
  if (death && !self) names.add('death-self')
  // What goes together within one sentence: only when the message has what it takes.
  if (!harm && !(self && (death || method))) return
  for (const sentence of guarded.split('|')) {
    const inSelf = lexicon.self.test(sentence)
    const inDeath = death && lexicon.death.test(sentence)
    const inIntent = lexicon.intent.test(sentence)
    if (harm && lexicon.harm.test(sentence)) {
      const accident = lexicon.accident.test(sentence)
      const context = lexicon.harmContext.test(sentence)
      names.add(accident ? (context ? 'harm+accident+context' : 'harm+accident') : 'harm')
    }
    if (inDeath && inSelf) names.add(inIntent ? 'self+death+intent' : 'self+death')
    if (method && inSelf && inIntent && lexicon.method.test(sentence)) names.add('self+method+intent')
    if (inDeath && !inSelf) names.add('death-self')
  }
}
