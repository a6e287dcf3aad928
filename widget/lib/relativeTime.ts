import { JUST_NOW_MS } from '../../core/constants.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** 'just now' for the first minute, then '5 minutes ago', '2 hours ago', 'yesterday'… */
export function relativeTime(timestamp: number, now: number): string {
  const age = Math.max(0, now - timestamp)
  if (age < JUST_NOW_MS) return 'just now'
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute')
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour')
  return format.format(-Math.floor(age / DAY), 'day')
}
