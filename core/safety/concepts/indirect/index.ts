import type { Locale } from '../../../i18n/locales.ts'
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
 * Per language, meanings told around a crisis rather than named: a passive wish ("I'd be fine if a car hit
 * me", "I pray I don't wake up"), a plan (a date chosen, "when they're away I'll do it"), a means and what it
 * is for (a rope "and I know what for", pills saved up, counted, beside alcohol, "how many … to not wake
 * up", standing on a roof), a farewell ("nice knowing you", letters for the family), self-harm told by its
 * marks ("until they bleed", cigarettes on the skin) and leaving "for good". Each is enough alone and is
 * read, like `alone` (lexicon.ts), after the false friends are blanked out.
 */
export const indirect: Readonly<Partial<Record<Locale, readonly string[]>>> = {
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
