import { locales, type Locale } from '../../i18n/locales.ts'
import { batch as batch2 } from './batch2/index.ts'
import { batch as batch3 } from './batch3/index.ts'
import { crisisClasses, ordinaryClasses, type Corpus } from './corpus.ts'
import { da } from './da.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { fi } from './fi.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import { nb } from './nb.ts'
import { nl } from './nl.ts'
import { sv } from './sv.ts'

const first: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }

/** The labelled corpus per language (the first set and the later batches), which the tests and the bench measure. */
export const corpora: Readonly<Record<Locale, Corpus>> = Object.fromEntries(
  locales.map((locale) => [locale, merge([first[locale], batch2[locale], batch3[locale]])]),
) as Record<Locale, Corpus>

function merge(parts: readonly Corpus[]): Corpus {
  return {
    crisis: Object.fromEntries(crisisClasses.map((name) => [name, parts.flatMap((part) => part.crisis[name])])),
    ordinary: Object.fromEntries(
      ordinaryClasses.map((name) => [name, parts.flatMap((part) => part.ordinary[name])]),
    ),
  } as Corpus
}
