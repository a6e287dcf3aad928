import { DIRECT, SITE } from '../partners/partnerSchema.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import type { FunnelTally } from '../funnel/funnelStore.ts'

export interface FunnelRow {
  partner: string
  name: string
  conversations: number
  replies: number
  offers: number
  clicks: number
  /** Sign-up clicks per conversation, 0–1; undefined with no conversations. */
  clickRate: number | undefined
}

export interface FunnelReport {
  days: readonly string[]
  rows: FunnelRow[]
  total: FunnelRow
  daily: { day: string; conversations: number; clicks: number }[]
}

/**
 * The dashboard's numbers: one row per partner (every registry partner, then `site`, `direct`, then ids
 * seen in the counts but no longer in the registry), all personas added up, and the daily totals.
 */
export function funnelReport(
  days: readonly string[],
  tallies: readonly FunnelTally[],
  partners: readonly Partner[],
): FunnelReport {
  const names = new Map<string, string>(partners.map((partner) => [partner.id, partner.name]))
  names.set(SITE, names.get(SITE) ?? 'This site')
  names.set(DIRECT, names.get(DIRECT) ?? 'Direct (no origin)')
  for (const tally of tallies) if (!names.has(tally.partner)) names.set(tally.partner, tally.partner)

  const rows = new Map([...names].map(([partner, name]) => [partner, emptyRow(partner, name)]))
  const total = emptyRow('total', 'Total')
  const daily = new Map(days.map((day) => [day, { day, conversations: 0, clicks: 0 }]))
  for (const tally of tallies) {
    if (tally.event === 'refusals' || tally.event === 'failures' || tally.event === 'crises') continue
    rows.get(tally.partner)![tally.event] += tally.count
    total[tally.event] += tally.count
    const date = daily.get(tally.day)
    if (date && (tally.event === 'conversations' || tally.event === 'clicks'))
      date[tally.event] += tally.count
  }
  return {
    days,
    rows: [...rows.values()].map(withRate),
    total: withRate(total),
    daily: [...daily.values()],
  }
}

function emptyRow(partner: string, name: string): FunnelRow {
  return { partner, name, conversations: 0, replies: 0, offers: 0, clicks: 0, clickRate: undefined }
}

function withRate(row: FunnelRow): FunnelRow {
  return { ...row, clickRate: row.conversations > 0 ? row.clicks / row.conversations : undefined }
}

/** 1 decimal place, or a dash when there is nothing to divide by. */
export function formatRate(rate: number | undefined): string {
  return rate === undefined ? '–' : `${(rate * 100).toFixed(1)}%`
}
