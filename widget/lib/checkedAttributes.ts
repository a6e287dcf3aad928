import { defaultPersonaCard, type PersonaCard } from '../../core/persona.ts'
import type { WidgetConfig } from '../../core/protocol.ts'
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

/**
 * The persona with this id: the default one is in the script; any other comes with the widget config, so this
 * is undefined while that is on its way. An id the server does not know gets the default persona and one
 * console warning; without a config at all, the default persona.
 */
export function checkedPersona(
  id: string | undefined,
  config: WidgetConfig | null | undefined,
): PersonaCard | undefined {
  if (!id || id === defaultPersonaCard.id) return defaultPersonaCard
  if (config === undefined) return undefined
  if (config?.persona?.id === id) return config.persona
  if (config)
    console.warn(`<companion-chat>: there is no persona "${id}"; ${defaultPersonaCard.id} is shown.`)
  return defaultPersonaCard
}
