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
import { batch as batch13 } from './batch13/index.ts'
import { batch as batch14 } from './batch14/index.ts'
import { batch as batch15 } from './batch15/index.ts'
import { batch as batch16 } from './batch16/index.ts'
import { batch as batch17 } from './batch17/index.ts'
import { batch as batch18 } from './batch18/index.ts'
import { batch as batch19 } from './batch19/index.ts'
import { batch as batch20 } from './batch20/index.ts'
import { batch as batch21 } from './batch21/index.ts'
import { batch as batch22 } from './batch22/index.ts'
import { batch as batch23 } from './batch23/index.ts'
import { batch as batch24 } from './batch24/index.ts'
import { batch as batch25 } from './batch25/index.ts'
import { batch as batch26 } from './batch26/index.ts'
import { crisisClasses, ordinaryClasses, type Corpus } from './corpus.ts'
import { batch as everyday } from './everyday/index.ts'
import { batch as everyday2 } from './everyday2/index.ts'
import { batch as everyday3 } from './everyday3/index.ts'
import { batch as everyday4 } from './everyday4/index.ts'
import { batch as everyday5 } from './everyday5/index.ts'
import { batch as everyday6 } from './everyday6/index.ts'
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

/** The corpus's sets as written, oldest first: the first set and the later batches. */
export const corpusSets: readonly { name: string; data: Readonly<Record<Locale, Corpus>> }[] = [
  { name: 'first', data: first },
  { name: 'batch2', data: batch2 },
  { name: 'batch3', data: batch3 },
  { name: 'batch4', data: batch4 },
  { name: 'batch5', data: batch5 },
  { name: 'batch6', data: batch6 },
  { name: 'batch7', data: batch7 },
  { name: 'batch8', data: batch8 },
  { name: 'batch9', data: batch9 },
  { name: 'batch10', data: batch10 },
  { name: 'batch11', data: batch11 },
  { name: 'batch12', data: batch12 },
  { name: 'batch13', data: batch13 },
  { name: 'batch14', data: batch14 },
  { name: 'batch15', data: batch15 },
  { name: 'batch16', data: batch16 },
  { name: 'batch17', data: batch17 },
  { name: 'batch18', data: batch18 },
  { name: 'batch19', data: batch19 },
  { name: 'batch20', data: batch20 },
  { name: 'batch21', data: batch21 },
  { name: 'batch22', data: batch22 },
  { name: 'batch23', data: batch23 },
  { name: 'batch24', data: batch24 },
  { name: 'batch25', data: batch25 },
  { name: 'batch26', data: batch26 },
  { name: 'everyday', data: everyday },
  { name: 'everyday2', data: everyday2 },
  { name: 'everyday3', data: everyday3 },
  { name: 'everyday4', data: everyday4 },
  { name: 'everyday5', data: everyday5 },
  { name: 'everyday6', data: everyday6 },
]

/** The labelled corpus per language (the first set and the later batches), which the tests and the bench measure. */
export const corpora: Readonly<Record<Locale, Corpus>> = Object.fromEntries(
  locales.map((locale) => [locale, merge(corpusSets.map((set) => set.data[locale]))]),
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
    concern: parts.flatMap((part) => part.concern ?? []),
  }
}
