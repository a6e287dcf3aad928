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
 * A sixteenth set, 56 crisis messages (eight per class), 50 ordinary ones and a few of someone else's present
 * crisis per language, in each country's own colour: its bridges, cliffs, rail lines, holidays, medicine
 * brands and slang, used in crisis and harmlessly. Written without reading the detector or the other sets, and
 * measured once before it was added (trained up to batch19): 87.0% recall, 3.2% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
