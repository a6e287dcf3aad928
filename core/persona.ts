import type { Locale } from './i18n/locales.ts'
import type {
  PersonaCard,
  PersonaProfile,
  PersonaTexts,
  PersonaTranslations,
} from './personas/personaProfile.ts'
import * as registry from './personas/registry.ts'

export type {
  PersonaCard,
  PersonaPhoto,
  PersonaProfile,
  PersonaTexts,
  PersonaTranslations,
} from './personas/personaProfile.ts'

/** A persona's id: the name of her line in core/personas/registry.ts. */
export type PersonaId = keyof typeof registry

/** The product's own persona (product spec): the site's, and the one a page without `persona` gets. */
export const defaultPersona: PersonaProfile = registry.mia.profile

/** The default persona as the chat shows her: the only persona widget.js carries. */
export const defaultPersonaCard: PersonaCard = registry.mia.card

/** Every persona the product knows, by id (core/personas/registry.ts). */
export const personas: Readonly<Record<string, PersonaProfile>> = /* @__PURE__ */ byId('profile')

/** The same personas as the chat shows them (PersonaCard). */
export const personaCards: Readonly<Record<string, PersonaCard>> = /* @__PURE__ */ byId('card')

/** Their texts per language, apart from the profiles. */
const translations: Readonly<Record<string, PersonaTranslations>> = /* @__PURE__ */ byId('texts')

/** The named persona, or the default one when the id is missing or unknown. */
export function findPersona(id: string | undefined): PersonaProfile {
  return id !== undefined && Object.hasOwn(personas, id) ? personas[id]! : defaultPersona
}

/** The named persona's card, or the default one's when the id is missing or unknown. */
export function findPersonaCard(id: string | undefined): PersonaCard {
  return id !== undefined && Object.hasOwn(personaCards, id) ? personaCards[id]! : defaultPersonaCard
}

/** Her greeting, tagline and occupation in the language asked for. */
export function personaTexts(persona: PersonaCard, locale: Locale): PersonaTexts {
  return (Object.hasOwn(translations, persona.id) ? translations[persona.id]?.[locale] : undefined) ?? persona
}

function byId<Part extends 'card' | 'profile' | 'texts'>(
  part: Part,
): Readonly<Record<string, (typeof registry)[PersonaId][Part]>> {
  return Object.fromEntries(Object.entries(registry).map(([id, persona]) => [id, persona[part]]))
}
