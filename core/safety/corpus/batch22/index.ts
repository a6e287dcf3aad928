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
 * A seventeenth set, 56 crisis messages (eight per class), 50 ordinary ones and a few of someone else's present
 * crisis per language, late at night: danger grown out of a break-up, debt, a lost job or loneliness, beside
 * sad but safe messages ("i'm not ok but i'll get through it", "work is killing my soul"). Written without
 * reading the detector or the other sets, and measured once before it was added (trained up to batch21):
 * 88.9% recall, 5.0% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
