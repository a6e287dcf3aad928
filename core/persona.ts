import { mia } from './personas/mia.ts'
import type { PersonaProfile } from './personas/personaProfile.ts'

export type { PersonaProfile, PersonaTexts } from './personas/personaProfile.ts'

/** Every persona the product knows, by id; each is one module in core/personas/. */
export const personas: Readonly<Record<string, PersonaProfile>> = Object.fromEntries(
  [mia].map((persona) => [persona.id, persona]),
)

export const defaultPersona: PersonaProfile = mia

/** The named persona, or the default one when the id is missing or unknown. */
export function findPersona(id: string | undefined): PersonaProfile {
  return id !== undefined && Object.hasOwn(personas, id) ? personas[id]! : defaultPersona
}
