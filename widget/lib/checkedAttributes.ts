import { findPersonaCard, personaCards, type PersonaCard } from '../../core/persona.ts'
import { safeUrl } from './safeUrl.ts'

/**
 * A URL attribute's value when it is http(s), absolute or relative, so that a `javascript:` link never
 * reaches an `href`; otherwise undefined (the default applies), with one console warning.
 */
export function checkedUrl(value: string | undefined, attribute: string): string | undefined {
  if (value === undefined || safeUrl(value) !== null) return value
  console.warn(`<companion-chat>: ${attribute}="${value}" is not an http(s) URL; the default is used.`)
  return undefined
}

/** The persona with this id, or the default one, with one console warning naming the ids that exist. */
export function checkedPersona(id: string | undefined): PersonaCard {
  const found = findPersonaCard(id)
  if (id && found.id !== id) {
    const known = Object.keys(personaCards).join(', ')
    console.warn(`<companion-chat>: there is no persona "${id}" (known: ${known}); ${found.id} is shown.`)
  }
  return found
}
