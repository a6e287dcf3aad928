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
 * A fifteenth set, 56 crisis messages (eight per class), 50 ordinary ones and two of someone else's present
 * crisis per language: half very short ("pills r ready"), half long, with the crisis told in the middle of
 * small talk; ordinary messages in each language's own idioms with dying and killing ("doodmoe", "dødlækker",
 * "kuolen nauruun"). Written without reading the detector or the other sets, and measured once before it was
 * added (trained up to batch19): 85.0% recall, 4.4% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
