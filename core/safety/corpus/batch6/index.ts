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
 * Chat as it is typed (lower case, no apostrophes, split words, slang, emoji) in every class, written while
 * the normaliser and the concepts were widened, and part of the corpus since.
 */
export const batch: Readonly<Record<Locale, Corpus>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
