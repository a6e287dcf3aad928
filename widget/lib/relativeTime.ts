import { JUST_NOW_MS } from '../../core/constants.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const formats = new Map<string, Intl.RelativeTimeFormat>()

/** `justNow` for the first minute, then '5 minutes ago', '2 hours ago', 'yesterday'… in the locale's words. */
export function relativeTime(timestamp: number, now: number, locale = 'en', justNow = 'just now'): string {
  const age = Math.max(0, now - timestamp)
  if (age < JUST_NOW_MS) return justNow
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute')
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour')
  return format.format(-Math.floor(age / DAY), 'day')
}
