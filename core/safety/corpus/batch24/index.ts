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
 * A nineteenth set, mostly hard ordinary messages: 100 per language (twenty per class) in the words of a crisis
 * used plainly (pills for a migraine, a rooftop session, "everything is arranged" for a race, a grandmother's
 * last letter, each language's idioms of dying and killing), beside 28 crisis messages (four per class) in the
 * same everyday settings and a few of someone else's present crisis. Written without reading the detector or
 * the other sets, and measured once before it was added (trained up to batch23): 97.9% recall, 10.0% false
 * positives.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
