import type { Locale } from '../../i18n/locales.ts'
import { locales } from '../../i18n/locales.ts'
import { crisisClasses, ordinaryClasses, type Corpus } from '../corpus/corpus.ts'
import { likelyLanguages } from '../languages.ts'
import { namesOf } from './names.ts'
import type { Example } from './train.ts'

/** A labelled set of messages per language (a corpus batch or a blind set). */
export interface LabelledSet {
  readonly name: string
  readonly data: Readonly<Record<Locale, Corpus>>
}

/** A normalised text (normalise, then asMeant) with the concept names the model reads beside its words. */
export function exampleOf(text: string, crisis: boolean): Example {
  return { text, concepts: namesOf(text, likelyLanguages(text)), crisis }
}

/** Every message of the sets as a training example, in a fixed order: set, language, class, message. */
export function examplesOf(sets: readonly LabelledSet[], read: (message: string) => string): Example[] {
  return sets.flatMap((set) =>
    locales.flatMap((locale) => [
      ...crisisClasses.flatMap((name) => set.data[locale].crisis[name].map((m) => exampleOf(read(m), true))),
      ...ordinaryClasses.flatMap((name) =>
        set.data[locale].ordinary[name].map((m) => exampleOf(read(m), false)),
      ),
    ]),
  )
}
