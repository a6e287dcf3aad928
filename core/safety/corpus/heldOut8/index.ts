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
 * An eighth blind set, written by someone who read neither the detector nor the other sets, in many voices
 * and lengths: 42 crisis messages (six per class), 35 ordinary ones (seven per class) and one or two of
 * someone else's present crisis (`concern`) per language. Kept out of training for good, like heldOut7.
 * Measured once with the detector trained up to batch19: 90.2% recall and 3.7% false positives.
 */
export const heldOut8: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
