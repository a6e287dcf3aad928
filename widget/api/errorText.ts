import { format } from '../../core/i18n/format.ts'
import { secondsToUtcMidnight, timeUntil } from '../lib/timeUntil.ts'
import type { ChatError } from './postJson.ts'

/** The persona's words for each limit (with `{when}`), and the failure text for everything else. */
export interface ErrorTexts {
  locale: string
  failure: string
  rateLimited: string
  sessionRateLimited: string
  dailyLimitReached: string
}

/** How long each limit lasts when the answer carries no Retry-After (the limits' own windows). */
const DEFAULT_WAIT_S: Record<string, number> = { rate_limited: 60, session_rate_limited: 3_600 }

/**
 * The one place a failed request becomes words in the persona's voice. A limit says which one it is and
 * roughly when to come back; a real failure gets the server's text, else the chat's own.
 */
export function errorText(error: ChatError, texts: ErrorTexts | string, now = Date.now()): string {
  if (typeof texts === 'string') return error.replyText ?? texts
  const limit = limitText(error.code, texts)
  if (limit === undefined) return error.replyText ?? texts.failure
  const fallback =
    error.code === 'daily_limit_reached'
      ? secondsToUtcMidnight(now)
      : (DEFAULT_WAIT_S[error.code ?? ''] ?? 60)
  return format(limit, { when: timeUntil(error.retryAfter ?? fallback, texts.locale) })
}

function limitText(code: string | undefined, texts: ErrorTexts): string | undefined {
  if (code === 'rate_limited') return texts.rateLimited
  if (code === 'session_rate_limited') return texts.sessionRateLimited
  if (code === 'daily_limit_reached') return texts.dailyLimitReached
  return undefined
}
