import { enLimits } from '../../core/i18n/en.ts'
import { format } from '../../core/i18n/format.ts'
import { secondsToUtcMidnight, timeUntil } from '../lib/timeUntil.ts'
import type { ChatError } from './postJson.ts'

/**
 * The failure text, and the persona's words for each limit (with `{when}`) in the chat's language: a
 * language file carries them, English ones come from here (widget.js leaves them to the extras).
 */
export interface ErrorTexts extends Partial<typeof enLimits> {
  locale: string
  failure: string
}

/** Each limit's text, and how long it lasts when the answer carries no Retry-After (its window; 0: midnight). */
const limits: Record<string, [keyof typeof enLimits, number]> = {
  rate_limited: ['rateLimited', 60],
  session_rate_limited: ['sessionRateLimited', 3_600],
  daily_limit_reached: ['dailyLimitReached', 0],
}

/**
 * The one place a failed request becomes words in the persona's voice. A limit says which one it is and
 * roughly when to come back; a real failure gets the server's text, else the chat's own.
 */
export function errorText(error: ChatError, texts: ErrorTexts | string, now = Date.now()): string {
  if (typeof texts === 'string') return error.replyText ?? texts
  const limit = error.code && Object.hasOwn(limits, error.code) ? limits[error.code] : undefined
  if (!limit) return error.replyText ?? texts.failure
  const wait = error.retryAfter ?? (limit[1] || secondsToUtcMidnight(now))
  return format(texts[limit[0]] ?? enLimits[limit[0]], { when: timeUntil(wait, texts.locale) })
}
