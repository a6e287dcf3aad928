import type { WidgetConfig } from '../../core/protocol.ts'
import { fetchJson, isRecord, type Result } from './postJson.ts'

/**
 * GET /api/widget-config: a simple request (no custom headers, no credentials), so the server can answer
 * pages on any origin, including one it will not serve the chat to. Never throws.
 */
export function getWidgetConfig(
  apiBase: string,
  persona: string,
  signal?: AbortSignal,
): Promise<Result<WidgetConfig>> {
  const url = `${apiBase}/api/widget-config?persona=${encodeURIComponent(persona)}`
  return fetchJson(url, {}, isWidgetConfig, signal)
}

export function isWidgetConfig(value: unknown): value is WidgetConfig {
  return (
    isRecord(value) &&
    typeof value.originAllowed === 'boolean' &&
    // core/protocol's ageGateModes would bring zod into widget.js.
    ['off', 'confirm', 'token'].includes(value.ageGate as string) &&
    (value.ageVerifyUrl === null || typeof value.ageVerifyUrl === 'string')
  )
}
