import type { WidgetConfig } from '../../core/protocol.ts'
import { isRecord, type Result } from './postJson.ts'

/**
 * GET /api/widget-config: a simple request (no custom headers, no credentials), so the server can answer
 * pages on any origin, including one it will not serve the chat to. Never throws.
 */
export async function getWidgetConfig(
  apiBase: string,
  persona: string,
  signal?: AbortSignal,
): Promise<Result<WidgetConfig>> {
  try {
    const url = `${apiBase}/api/widget-config?persona=${encodeURIComponent(persona)}`
    const response = await fetch(url, { credentials: 'omit', signal })
    const payload: unknown = await response.json().catch(() => undefined)
    return response.ok && isWidgetConfig(payload)
      ? { data: payload }
      : { error: { reason: 'http', status: response.status } }
  } catch {
    return { error: { reason: signal?.aborted ? 'aborted' : 'network' } }
  }
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
