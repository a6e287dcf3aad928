import type { Locale } from '../../../i18n/locales.ts'
import type { Corpus } from '../corpus.ts'
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

/**
 * A twentieth set, mostly crisis messages: 84 per language (twelve per class) in every grammatical person and
 * tense, questions, conditionals and negations that still signal risk, calm and agitated, dialect and each
 * language's euphemisms, beside 25 ordinary ones and a few of someone else's present crisis. Written without
 * reading the detector or the other sets, and measured once before it was added (trained up to batch23):
 * 78.5% recall, 2.4% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
