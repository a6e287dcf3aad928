import type { Locale } from '../i18n/locales.ts'
import da from './data/da.json' with { type: 'json' }
import de from './data/de.json' with { type: 'json' }
import en from './data/en.json' with { type: 'json' }
import es from './data/es.json' with { type: 'json' }
import fi from './data/fi.json' with { type: 'json' }
import fr from './data/fr.json' with { type: 'json' }
import it from './data/it.json' with { type: 'json' }
import nb from './data/nb.json' with { type: 'json' }
import nl from './data/nl.json' with { type: 'json' }
import sharedData from './data/shared.json' with { type: 'json' }
import sv from './data/sv.json' with { type: 'json' }

/** A pattern in the data: a regular-expression source, or a list read as any of its items. */
type Value = string | readonly string[]
type Defs = Readonly<Record<string, Value>>

/** The concepts of one language (data/<language>.json, `concepts`), each over normalised text. */
export interface Lexicon {
  /** The writer: I, me, my, myself, the reflexives and first-person verb forms. */
  readonly self: string
  /** Dying or ending one's life: die, dead, suicide, end it, not live, not exist, disappear for good. */
  readonly death: string
  /** Wanting, planning or being about to, a time (tonight, tomorrow), or being unable to go on. */
  readonly intent: string
  /** Means: pills and named drugs, rope, bridge, roof, train, blade, wrists, gun, gas. */
  readonly method: string
  /** Hurting oneself: cut, burn, hurt, hit with the reflexive (read with `accident` and `harmContext`). */
  readonly harm: string
  /** What makes `harm` self-harm however it is told: again, on purpose, to feel, arms, wrists, thighs. */
  readonly harmContext: string
  /** What makes `harm` an accident when no `harmContext` is there: a tool, the kitchen, shaving, a fall. */
  readonly accident: string
  /** What is done with a means, or how much: jump, take, swallow, all, 30, enough, saved, ready. */
  readonly act: string
  /** Enough on their own: a final farewell, self-harm words, being a burden, a passive wish, slang. */
  readonly alone: string
  /** False friends by their context (gym and diet talk, food, hyperbole): their words are blanked out first. */
  readonly guard: string
}

/** One language's knowledge, its patterns expanded: what data/<language>.json holds. */
export interface Language {
  readonly language: Locale
  /** Its frequent words, by which a message shows it may be in this language (languages.ts). */
  readonly markers: readonly string[]
  /** Phrases enough alone (`cues`). */
  readonly cues: readonly string[]
  readonly lexicon: Lexicon
  /** Meanings told around a crisis rather than named, each enough alone (`told`). */
  readonly told: readonly string[]
}

interface LanguageFile {
  readonly markers: string
  readonly defs: Defs
  readonly cues: readonly string[]
  readonly concepts: Readonly<Record<keyof Lexicon, Value>>
  readonly told: readonly string[]
}

/**
 * A source with each `{NAME}` replaced by the definition NAME (the file's `defs`, then shared.json's): a list
 * is read as any of its items, `(?:a|b)`. Named once, a list such as the medicines is kept in one place.
 */
export function expand(source: string, defs: Defs): string {
  return source.replace(/\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = defs[name]
    if (value === undefined) throw new Error(`core/safety/data: no definition of {${name}}`)
    return typeof value === 'string'
      ? expand(value, defs)
      : `(?:${value.map((item) => expand(item, defs)).join('|')})`
  })
}

/** The knowledge every language shares (data/shared.json), its definitions expanded where read. */
export const shared = sharedData
const sharedDefs: Defs = shared.defs

/** Each language's data, in the order its rules are read. A language without a file is read by the model alone. */
const files: Readonly<Partial<Record<Locale, LanguageFile>>> = { en, de, fr, it, es, nl, sv, nb, da, fi }

function load(language: Locale, file: LanguageFile): Language {
  const defs = { ...sharedDefs, ...file.defs }
  // A concept listed is read with word edges on both sides; a concept written as one source, as written.
  const concept = (value: Value) =>
    typeof value === 'string'
      ? expand(value, defs)
      : `\\b(?:${value.map((item) => expand(item, defs)).join('|')})\\b`
  const concepts = file.concepts
  return {
    language,
    markers: file.markers.split(' '),
    cues: file.cues.map((cue) => expand(cue, defs)),
    lexicon: {
      self: concept(concepts.self),
      death: concept(concepts.death),
      intent: concept(concepts.intent),
      method: concept(concepts.method),
      harm: concept(concepts.harm),
      harmContext: concept(concepts.harmContext),
      accident: concept(concepts.accident),
      act: concept(concepts.act),
      alone: concept(concepts.alone),
      guard: concept(concepts.guard),
    },
    told: file.told.map((cue) => expand(cue, defs)),
  }
}

export const languages: readonly Language[] = Object.entries(files).flatMap(([language, file]) =>
  file ? [load(language as Locale, file)] : [],
)

/** A shared source with its definitions expanded. */
export const sharedSource = (source: string) => expand(source, sharedDefs)

/** Languages so close that each one's accidents and false friends count for the others (Swedish, Norwegian, Danish). */
export const kin: readonly Locale[] = shared.kin as Locale[]
