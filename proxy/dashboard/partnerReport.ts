import { personas } from '../../core/persona.ts'
import type { FunnelReport, FunnelRow } from './funnelReport.ts'
import type { FunnelTally } from '../funnel/funnelStore.ts'

/** One partner's numbers: the total, and the same numbers per day, per persona and per greeting variant. */
export interface PartnerReport {
  days: readonly string[]
  total: FunnelRow
  byDay: FunnelRow[]
  byPersona: FunnelRow[]
  byVariant: FunnelRow[]
  /** The shape the admin's daily chart draws. */
  daily: FunnelReport['daily']
}

/** Counts without a variant (no experiment, or before one) are reported under this key. */
export const NO_VARIANT = 'default'

/**
 * Builds a partner's report from the counts of its own id only: the filter is here, so no other partner's
 * count can reach a page, a chart or the CSV made from it.
 */
export function partnerReport(
  days: readonly string[],
  tallies: readonly FunnelTally[],
  partner: string,
): PartnerReport {
  const own = tallies.filter((tally) => tally.partner === partner)
  const byDay = new Map(days.map((day) => [day, emptyRow(day, day)]))
  const byPersona = new Map<string, FunnelRow>()
  const byVariant = new Map<string, FunnelRow>()
  const total = emptyRow('total', 'Total')
  for (const tally of own) {
    if (tally.event === 'refusals' || tally.event === 'failures' || tally.event === 'crises') continue
    const variant = tally.variant ?? NO_VARIANT
    const rows = [
      total,
      byDay.get(tally.day),
      rowOf(byPersona, tally.persona, personas[tally.persona]?.name ?? tally.persona),
      rowOf(byVariant, variant, variant),
    ]
    for (const row of rows) if (row) row[tally.event] += tally.count
  }
  const dayRows = [...byDay.values()].map(withRate)
  return {
    days,
    total: withRate(total),
    byDay: dayRows,
    byPersona: [...byPersona.values()].map(withRate),
    byVariant: [...byVariant.values()].map(withRate),
    daily: dayRows.map((row) => ({ day: row.partner, conversations: row.conversations, clicks: row.clicks })),
  }
}

function rowOf(rows: Map<string, FunnelRow>, key: string, name: string): FunnelRow {
  let row = rows.get(key)
  if (!row) rows.set(key, (row = emptyRow(key, name)))
  return row
}

function emptyRow(key: string, name: string): FunnelRow {
  return { partner: key, name, conversations: 0, replies: 0, offers: 0, clicks: 0, clickRate: undefined }
}

function withRate(row: FunnelRow): FunnelRow {
  return { ...row, clickRate: row.conversations > 0 ? row.clicks / row.conversations : undefined }
}
