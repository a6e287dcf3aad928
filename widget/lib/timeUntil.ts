const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Roughly how long until `seconds` from now, in the locale's words: 'in 45 seconds', 'in 12 minutes',
 * 'in 5 hours', 'tomorrow'. Rounded up below an hour so the visitor never comes back too early.
 */
export function timeUntil(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const wait = Math.max(1, Math.ceil(seconds))
  if (wait < MINUTE) return format.format(wait, 'second')
  const minutes = Math.ceil(wait / MINUTE)
  if (minutes < 60) return format.format(minutes, 'minute')
  const hours = Math.max(1, Math.round(wait / HOUR))
  return hours < 20 ? format.format(hours, 'hour') : format.format(1, 'day')
}

/** Seconds until the next midnight UTC, when the daily budgets start again. */
export function secondsToUtcMidnight(now: number): number {
  const day = new Date(now)
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)
  return (midnight - now) / 1000
}
