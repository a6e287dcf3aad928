import type { Locale } from '../../i18n/locales.ts'
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
 * Each language's cues, as regular-expression sources over normalised text (see normalise.ts). Partial: a
 * language the chat speaks without cues is read by the model and the other languages' rules.
 */
export const crisisCues: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  en,
  de,
  fr,
  it,
  es,
  nl,
  sv,
  nb,
  da,
  fi,
}
