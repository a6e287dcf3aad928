import { CLICK_TTL_MS, FUNNEL_RETENTION_DAYS } from '../funnel/funnelStore.ts'

const DAY_MS = 86_400_000

/**
 * How long clicks, conversions and their day lists are kept: as long as the funnel keeps its days (and a day,
 * so the oldest day shown is whole), and never less than a sign-up link lives, so a late conversion still
 * finds its click.
 */
export const CONVERSION_RETENTION_MS = Math.max((FUNNEL_RETENTION_DAYS + 1) * DAY_MS, CLICK_TTL_MS)
