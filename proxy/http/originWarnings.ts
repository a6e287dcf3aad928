import type { Logger } from '../logger.ts'

export type WarnOrigin = (log: Logger, origin: string) => void

const HOUR_MS = 3_600_000

/**
 * One warning per refused origin per hour, naming it and what to add, so a partner page that cannot chat
 * shows in the log as what it is rather than as a model outage. At most `maxOrigins` origins are
 * remembered: Origin is the caller's to choose, and a flood of invented ones must not grow memory or the log.
 */
export function originWarnings(options: { now?: () => number; maxOrigins?: number } = {}): WarnOrigin {
  const now = options.now ?? Date.now
  const maxOrigins = options.maxOrigins ?? 1_000
  const warnedAt = new Map<string, number>()
  return (log, origin) => {
    const at = now()
    const last = warnedAt.get(origin)
    if (last !== undefined && at - last < HOUR_MS) return
    if (last === undefined && warnedAt.size >= maxOrigins) {
      for (const [known, time] of warnedAt) if (at - time >= HOUR_MS) warnedAt.delete(known)
      if (warnedAt.size >= maxOrigins) return
    }
    warnedAt.set(origin, at)
    const named = origin.slice(0, 200)
    log.warn(
      { origin: named },
      `origin ${named} may not call the chat API, so the widget on that page cannot chat: add it to ALLOWED_ORIGINS or to a partner's origins in the partner registry (PARTNERS_FILE)`,
    )
  }
}
