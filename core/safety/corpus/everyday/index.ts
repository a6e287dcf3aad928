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
 * Everyday chat a fitness persona hears, with the words a crisis also uses in a plain sense: pills from the
 * doctor, a jump rope, a run over the bridge, a gym on the roof, goodbye until tomorrow, a bike given away, a
 * letter to a grandmother, "I want to sleep". Ordinary messages only (all under `gym`): they teach the model
 * (model/) that such words alone are no crisis.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
