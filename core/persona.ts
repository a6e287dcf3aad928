import type { Locale } from './i18n/locales.ts'
import { mia, miaTexts } from './personas/mia.ts'
import type { PersonaProfile, PersonaTexts, PersonaTranslations } from './personas/personaProfile.ts'

export type { PersonaProfile, PersonaTexts, PersonaTranslations } from './personas/personaProfile.ts'

/** Every persona the product knows, by id; each is one module in core/personas/. */
export const personas: Readonly<Record<string, PersonaProfile>> = Object.fromEntries(
  [mia].map((persona) => [persona.id, persona]),
)

/** Her texts per language, apart from the profile so a bundle that never asks for them leaves them out. */
const translations = /* @__PURE__ */ new Map<string, PersonaTranslations>([[mia.id, miaTexts]])

export const defaultPersona: PersonaProfile = mia

/** The named persona, or the default one when the id is missing or unknown. */
export function findPersona(id: string | undefined): PersonaProfile {
  return id !== undefined && Object.hasOwn(personas, id) ? personas[id]! : defaultPersona
}

/** Her greeting, tagline and occupation in the language asked for. */
export function personaTexts(persona: PersonaProfile, locale: Locale): PersonaTexts {
  return translations.get(persona.id)?.[locale] ?? persona
}
