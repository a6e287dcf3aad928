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
 * A sixth blind set, written by someone who had not read the detector while the model (model/) was designed:
 * 42 crisis messages (six per class) and 35 ordinary ones (seven per class) per language. Measured once,
 * with the detector as committed before it was added: 77.9% recall and 4.9% false positives. The model
 * has been trained on it since, so it no longer measures unseen messages.
 */
export const heldOut6: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
