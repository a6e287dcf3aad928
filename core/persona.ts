import type { Locale } from './i18n/locales.ts'
import { mia, miaCard, miaTexts } from './personas/mia.ts'
import type {
  PersonaCard,
  PersonaProfile,
  PersonaTexts,
  PersonaTranslations,
} from './personas/personaProfile.ts'

export type {
  PersonaCard,
  PersonaPhoto,
  PersonaProfile,
  PersonaTexts,
  PersonaTranslations,
} from './personas/personaProfile.ts'

/** Every persona the product knows, by id; each is one module in core/personas/. */
export const personas: Readonly<Record<string, PersonaProfile>> = /* @__PURE__ */ byId([mia])

/** The same personas as the chat shows them (PersonaCard): a bundle that never asks for profiles leaves them out. */
export const personaCards: Readonly<Record<string, PersonaCard>> = /* @__PURE__ */ byId([miaCard])

/** Her texts per language, apart from the profile so a bundle that never asks for them leaves them out. */
const translations = /* @__PURE__ */ new Map<string, PersonaTranslations>([[mia.id, miaTexts]])

export const defaultPersona: PersonaProfile = mia

/** The named persona, or the default one when the id is missing or unknown. */
export function findPersona(id: string | undefined): PersonaProfile {
  return id !== undefined && Object.hasOwn(personas, id) ? personas[id]! : defaultPersona
}

/** The named persona's card, or the default one's when the id is missing or unknown. */
export function findPersonaCard(id: string | undefined): PersonaCard {
  return id !== undefined && Object.hasOwn(personaCards, id) ? personaCards[id]! : miaCard
}

function byId<T extends { id: string }>(list: readonly T[]): Readonly<Record<string, T>> {
  return Object.fromEntries(list.map((persona) => [persona.id, persona]))
}

/** Her greeting, tagline and occupation in the language asked for. */
export function personaTexts(persona: PersonaCard, locale: Locale): PersonaTexts {
  return translations.get(persona.id)?.[locale] ?? persona
}
