import { da } from './da.ts'
import { de } from './de.ts'
import { en, type Catalogue } from './en.ts'
import { es } from './es.ts'
import { fi } from './fi.ts'
import { fr } from './fr.ts'
import { it } from './it.ts'
import type { Locale } from './locales.ts'
import { nb } from './nb.ts'
import { nl } from './nl.ts'
import { sv } from './sv.ts'

/** Every language's catalogue; a language added to `locales` without one here is a type error. */
export const catalogues: Readonly<Record<Locale, Catalogue>> = { en, de, fr, it, es, nl, sv, nb, da, fi }
