import type { Locale } from '../../i18n/locales.ts'
import { da } from './da.ts'
import { de } from './de.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { fi } from './fi.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import type { Lexicon } from './lexicon.ts'
import { nb } from './nb.ts'
import { nl } from './nl.ts'
import { sv } from './sv.ts'

/** Each language's concept lexicon; a language without one has no concepts, only the model. */
export const lexicons: Readonly<Partial<Record<Locale, Lexicon>>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
