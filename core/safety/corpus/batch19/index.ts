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
 * A fourteenth set, 56 crisis messages (eight per class) and 50 ordinary ones per language, as they come in the
 * middle of a chat with the persona: answers to her questions, flirting that turns, "would you miss me if i
 * was gone?"; ordinary break-ups, resignations, moves abroad, a pet rehomed for a new flat, "I can't take
 * these neighbours anymore". Written without reading the detector or the other sets, and measured once before
 * it was added (trained up to batch17): 80.7% recall, 8.2% false positives with someone else's present crisis
 * still counted as ordinary.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
