import type { Locale } from '../i18n/locales.ts'
import { crisisCues } from './cues/index.ts'
import { cuePattern, normalise } from './normalise.ts'

/** What set the detector off: the language whose cue matched, and the words it matched (normalised). */
export interface CrisisSignal {
  readonly language: Locale
  readonly matched: string
}

// One alternation per language: 2 to 3 times faster than one pattern per cue on the corpus.
const compiled = Object.entries(crisisCues).map(([language, cues]) => ({
  language: language as Locale,
  pattern: cuePattern(cues.map((cue) => `(?:${cue})`).join('|')),
}))

/**
 * Whether a visitor message speaks of suicide or self-harm, in any of the ten languages (a visitor does not
 * always write in the page's language). Cues combine first person, intent and self, or name a method, a
 * farewell or self-harm; false friends (sprint drills, diet phases, hyperbole) are left out by how the cues
 * are built. Pure and synchronous: runs on every message before anything else.
 */
export function detectCrisis(message: string): CrisisSignal | undefined {
  const text = normalise(message)
  for (const { language, pattern } of compiled) {
    const found = pattern.exec(text)
    if (found) return { language, matched: found[0] }
  }
  return undefined
}
