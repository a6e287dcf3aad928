import { mia } from '../../core/personas/mia.ts'
import { da } from './mia/da.ts'
import { de } from './mia/de.ts'
import { en } from './mia/en.ts'
import { es } from './mia/es.ts'
import { fi } from './mia/fi.ts'
import { fr } from './mia/fr.ts'
import { it } from './mia/it.ts'
import { nb } from './mia/nb.ts'
import { nl } from './mia/nl.ts'
import { sv } from './mia/sv.ts'
import type { PersonaVoice } from './personaVoice.ts'

/** Mia's voice: the prompt's extra rules and her offline replies in every language (proxy/personas/mia/). */
export const miaVoice: PersonaVoice = {
  id: mia.id,
  promptExtras: [
    '- Your style: sunny, teasing and encouraging, like a personal trainer who flirts; the odd fitness or beach image (reps, rest days, sunrise runs) is welcome, never a lecture.',
  ],
  offline: { en, de, fr, it, es, nl, sv, nb, da, fi },
}
