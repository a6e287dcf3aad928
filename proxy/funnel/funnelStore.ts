import type { Locale } from '../../core/i18n/locales.ts'

/** What the funnel counts, per UTC day, partner and persona. */
export const FUNNEL_EVENTS = [
  'conversations',
  'replies',
  'offers',
  'clicks',
  'refusals',
  'failures',
  'crises',
] as const
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number]

/** Days of counts kept; older days expire. */
export const FUNNEL_RETENTION_DAYS = 90
/** How long a conversation's sign-up link keeps crediting its partner after the offer was shown. */
export const CLICK_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface Attribution {
  partner: string
  persona: string
  /** The greeting variant the conversation got, when its partner runs a greeting experiment. */
  variant?: string
  /** The conversation's language when it reached the offer, kept with its sign-up link (not counted). */
  language?: Locale
  /** The partner's sub-IDs (sub1…sub5) when it reached the offer, kept with its sign-up link (not counted). */
  subIds?: Readonly<Record<string, string>>
}

export interface FunnelTally extends Attribution {
  day: string
  event: FunnelEvent
  count: number
}

/**
 * Funnel counts, sign-up click records and per-partner model-call counters: in process, or in Redis so
 * every instance adds to one count. Only single-key commands, so it also works on Redis Cluster.
 */
export interface FunnelStore {
  add(event: FunnelEvent, day: string, attribution: Attribution): Promise<void>
  /** Every non-zero count of these days (YYYY-MM-DD). */
  read(days: readonly string[]): Promise<FunnelTally[]>
  /** Remembers which partner and persona a sign-up link credits. */
  saveClick(clickId: string, attribution: Attribution): Promise<void>
  /** The link's attribution, and whether this is its first click; undefined for an unknown or expired id. */
  claimClick(clickId: string): Promise<{ attribution: Attribution; first: boolean } | undefined>
  /** The link's attribution without claiming it (a HEAD request); undefined for an unknown or expired id. */
  findClick(clickId: string): Promise<Attribution | undefined>
  /** Adds one to a partner's model calls of `day` and returns the new value. */
  addPartnerModelCall(day: string, partner: string): Promise<number>
}

/** Today and the days before it, oldest first, as UTC dates. */
export function lastDays(count: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  )
}

/** The UTC date of `now` (default: the clock), as YYYY-MM-DD. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}
