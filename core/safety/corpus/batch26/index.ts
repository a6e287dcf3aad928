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
 * A twenty-first set, farewells and plans: per language 16 of each, 8 methods and 4 of every other crisis class,
 * beside 50 ordinary messages that are mostly harmless farewells and plans (a retirement party, a will at the
 * notary, a countdown to a race, "last message before the flight") and a few of someone else's present crisis.
 * Written without reading the detector or the other sets, and measured once before it was added (trained up to
 * batch25, with the asides): 82.0% recall, 5.8% false positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
