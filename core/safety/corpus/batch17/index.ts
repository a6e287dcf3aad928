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
 * A twelfth set, 56 crisis messages (eight per class) and 50 ordinary ones (ten per class) per language,
 * written without reading the detector or the other sets: indirect plans, means and farewells, and ordinary
 * messages in the same words (a goodbye card for a colleague, headache pills, a rooftop pool, a friend's
 * suicide in grief). Measured once before it was added: 82.0% recall and 10.8% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
