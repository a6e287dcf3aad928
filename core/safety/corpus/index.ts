import { locales, type Locale } from '../../i18n/locales.ts'
import { batch as batch2 } from './batch2/index.ts'
import { batch as batch3 } from './batch3/index.ts'
import { batch as batch4 } from './batch4/index.ts'
import { batch as batch5 } from './batch5/index.ts'
import { batch as batch6 } from './batch6/index.ts'
import { batch as batch7 } from './batch7/index.ts'
import { batch as batch8 } from './batch8/index.ts'
import { batch as batch9 } from './batch9/index.ts'
import { batch as batch10 } from './batch10/index.ts'
import { batch as batch11 } from './batch11/index.ts'
import { batch as batch12 } from './batch12/index.ts'
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
  locales.map((locale) => [
    locale,
    merge([
      first[locale],
      batch2[locale],
      batch3[locale],
      batch4[locale],
      batch5[locale],
      batch6[locale],
      batch7[locale],
      batch8[locale],
      batch9[locale],
      batch10[locale],
      batch11[locale],
      batch12[locale],
    ]),
  ]),
) as Record<Locale, Corpus>

function merge(parts: readonly Corpus[]): Corpus {
  const join = <K extends string>(names: readonly K[], pick: (part: Corpus, name: K) => readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, parts.flatMap((part) => pick(part, name))])) as Record<
      K,
      string[]
    >
  return {
    crisis: join(crisisClasses, (part, name) => part.crisis[name]),
    ordinary: join(ordinaryClasses, (part, name) => part.ordinary[name]),
  }
}
