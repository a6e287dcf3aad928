import { describe, expect, it } from 'vitest'
import { de } from '../../core/i18n/de.ts'
import { en, enWidget } from '../../core/i18n/en.ts'
import { errorText } from './errorText.ts'

const english = { ...en, locale: 'en' }
const german = { ...de, locale: 'de' }
const NOON_UTC = Date.UTC(2026, 10, 25, 12, 0, 0)

describe('errorText', () => {
  it('names the per-address limit and when to write again, from Retry-After', () => {
    const error = { reason: 'http', status: 429, code: 'rate_limited', retryAfter: 30 } as const
    expect(errorText(error, english)).toBe(
      "Whoa, you're quicker than me 😅 Give me a moment and write again in 30 seconds.",
    )
  })

  it('names the new-conversation limit, in the chat’s language, rounded to the hour', () => {
    const error = { reason: 'http', status: 429, code: 'session_rate_limited', retryAfter: 3569 } as const
    expect(errorText(error, english)).toContain("I can't open ours just now. Come back in 1 hour? 😊")
    expect(errorText(error, german)).toContain('Kommst du in 1 Stunde wieder? 😊')
  })

  it('names the daily budget and the next UTC midnight, with or without Retry-After', () => {
    const error = { reason: 'http', status: 503, code: 'daily_limit_reached', replyText: en.failure } as const
    expect(errorText(error, english, NOON_UTC)).toBe(
      "I've chatted so much today that I need a break 😴 Come back in 12 hours and I'm all yours.",
    )
    expect(errorText({ ...error, retryAfter: 5 * 3600 }, german, NOON_UTC)).toContain(
      'Komm in 5 Stunden wieder',
    )
  })

  it('keeps the failure text for real failures, and the server’s own words where it sent them', () => {
    expect(errorText({ reason: 'http', status: 502 }, english)).toBe(en.failure)
    expect(errorText({ reason: 'network' }, german)).toBe(de.failure)
    expect(errorText({ reason: 'http', status: 403, replyText: 'Sorry' }, english)).toBe('Sorry')
  })

  it('has the English words for a limit where the chat’s texts leave them out, as widget.js’s own do', () => {
    const builtIn = { ...enWidget, locale: 'en' }
    expect(builtIn).not.toHaveProperty('rateLimited')
    const error = { reason: 'http', status: 429, code: 'rate_limited', retryAfter: 30 } as const
    expect(errorText(error, builtIn)).toBe(
      "Whoa, you're quicker than me 😅 Give me a moment and write again in 30 seconds.",
    )
  })
})
