import type { WidgetConfig } from '../../core/protocol.ts'
import { fetchJson, isRecord, type Result } from './postJson.ts'

/** A partner's page draws the chat once the config is here: past this, it is drawn without one. */
export const CONFIG_TIMEOUT_MS = 5_000

/**
 * GET /api/widget-config: a simple request (no custom headers, no credentials), so the server can answer
 * pages on any origin, including one it will not serve the chat to. `variant` is the greeting variant an
 * earlier answer offered, so a reload keeps the visitor's opening line. Never throws; an answer later than
 * CONFIG_TIMEOUT_MS counts as none (so it never changes a chat already drawn).
 */
export function getWidgetConfig(
  apiBase: string,
  persona: string,
  variant: string | null,
  signal?: AbortSignal,
): Promise<Result<WidgetConfig>> {
  const query = new URLSearchParams({ persona, ...(variant && { variant }) })
  return fetchJson(`${apiBase}/api/widget-config?${query}`, {}, isWidgetConfig, signal, CONFIG_TIMEOUT_MS)
}

export function isWidgetConfig(value: unknown): value is WidgetConfig {
  return (
    isRecord(value) &&
    typeof value.originAllowed === 'boolean' &&
    // core/protocol's ageGateModes would bring zod into widget.js.
    ['off', 'confirm', 'token'].includes(value.ageGate as string) &&
    (value.ageVerifyUrl === null || typeof value.ageVerifyUrl === 'string') &&
    (value.persona === undefined || isPersonaCard(value.persona))
  )
}

function isPersonaCard(value: unknown): boolean {
  return (
    isRecord(value) &&
    ['id', 'name', 'greeting', 'tagline', 'occupation'].every((key) => typeof value[key] === 'string') &&
    Array.isArray(value.photos) &&
    value.photos.every(
      (photo) => isRecord(photo) && typeof photo.src === 'string' && typeof photo.alt === 'string',
    )
  )
}
