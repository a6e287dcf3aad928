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
 * A second set of everyday chat, written after the first (everyday/) and measured against a model trained
 * without it: food, sleep, moods, plans and wishes in plain words ("I wish I had more time for myself", "I'm
 * done with sugar", "I'm going to bed now"). Ordinary messages only, all under `gym`.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
