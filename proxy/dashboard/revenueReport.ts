import type { ClickRecord, Conversion } from '../conversions/conversionTypes.ts'
import { SUB_IDS } from '../conversions/conversionTypes.ts'
import { NO_VARIANT } from './partnerReport.ts'

export const DIMENSIONS = [
  'partner',
  'variant',
  'country',
  'device',
  'persona',
  'language',
  ...SUB_IDS,
] as const
export type Dimension = (typeof DIMENSIONS)[number]

/** The key of a row for a click without a value in the chosen dimension (no sub-ID given). */
export const NONE = '(none)'
/** The key of a table's total row. */
export const ALL = '(all)'

/** A sum in minor units of one currency. */
export interface Money {
  currency: string
  minor: number
}

export interface RevenueRow {
  key: string
  clicks: number
  /** Approved conversions: the ones that pay. */
  conversions: number
  pending: number
  rejected: number
  refunded: number
  /** Payouts of approved conversions, in minor units of the table's currency. */
  revenueMinor: number
  pendingMinor: number
  /** Payouts taken back: conversions whose latest status is refunded. */
  refundedMinor: number
  /** What the partners earn, in this currency (CPA in the rule's currency, revshare in the payout's). */
  commissionMinor: number
  /** Approved conversions per click; undefined without clicks. */
  conversionRate: number | undefined
  /** Revenue per click in minor units (not rounded); undefined without clicks. */
  epcMinor: number | undefined
}

/** One currency's rows: amounts of different currencies are never added together. */
export interface CurrencyTable {
  /** Undefined only when the period has no conversion and no commission at all. */
  currency: string | undefined
  rows: RevenueRow[]
  total: RevenueRow
}

export interface RevenueReport {
  days: readonly string[]
  dimension: Dimension
  tables: CurrencyTable[]
}

export interface RevenueInput {
  days: readonly string[]
  dimension: Dimension
  clicks: readonly ClickRecord[]
  conversions: readonly Conversion[]
  /** Only this partner's clicks and conversions; all when absent. */
  partner?: string
  /** The commission a conversion earns its partner, when it has a rule; only approved ones are asked. */
  commission?: (conversion: Conversion) => Money | undefined
}

/** `?by=` of a report request when it is one of `offered`, else the first of them. */
export function dimensionOf(value: unknown, offered: readonly Dimension[] = DIMENSIONS): Dimension {
  return offered.find((dimension) => dimension === value) ?? offered[0]!
}

/** A click's value in a dimension. */
export function keyOf(click: ClickRecord, dimension: Dimension): string {
  if (dimension === 'variant') return click.variant ?? NO_VARIANT
  if (dimension.startsWith('sub')) return click.subIds[dimension as (typeof SUB_IDS)[number]] || NONE
  return click[dimension as 'partner' | 'country' | 'device' | 'persona' | 'language']
}

/**
 * Clicks, conversions, conversion rate, revenue and EPC per value of one dimension, one table per currency.
 * Clicks count on the day they were first made, conversions on the day they were first recorded, with their
 * latest status: approved ones are revenue, pending ones are shown apart, rejected and refunded ones are not
 * revenue (a refund after approval takes the payout out of the period it was recorded in). Every table lists
 * every value with clicks, so conversion rate and EPC are per currency over all clicks.
 */
export function revenueReport(input: RevenueInput): RevenueReport {
  const { dimension, partner } = input
  const clicks = input.clicks.filter((click) => partner === undefined || click.partner === partner)
  const conversions = input.conversions.filter(
    (conversion) => partner === undefined || conversion.click.partner === partner,
  )
  const clickCounts = new Map<string, number>()
  for (const click of clicks) {
    const key = keyOf(click, dimension)
    clickCounts.set(key, (clickCounts.get(key) ?? 0) + 1)
  }
  const tables = new Map<string, Map<string, RevenueRow>>()
  const rowFor = (currency: string, key: string) => {
    let rows = tables.get(currency)
    if (!rows) tables.set(currency, (rows = new Map()))
    let row = rows.get(key)
    if (!row) rows.set(key, (row = emptyRow(key, clickCounts.get(key) ?? 0)))
    return row
  }
  for (const conversion of conversions) {
    const key = keyOf(conversion.click, dimension)
    const row = rowFor(conversion.currency, key)
    const { status, payoutMinor } = conversion
    if (status === 'approved') {
      row.conversions += 1
      row.revenueMinor += payoutMinor
      const earned = input.commission?.(conversion)
      if (earned) rowFor(earned.currency, key).commissionMinor += earned.minor
    } else row[status] += 1
    if (status === 'pending') row.pendingMinor += payoutMinor
    if (status === 'refunded') row.refundedMinor += payoutMinor
  }
  if (tables.size === 0) tables.set('', new Map())
  return {
    days: input.days,
    dimension,
    tables: [...tables]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, rows]) => {
        for (const [key, count] of clickCounts) if (!rows.has(key)) rows.set(key, emptyRow(key, count))
        const sorted = [...rows.values()].sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))
        return { currency: currency || undefined, rows: sorted.map(withRates), total: totalOf(sorted) }
      }),
  }
}

function emptyRow(key: string, clicks: number): RevenueRow {
  return {
    key,
    clicks,
    conversions: 0,
    pending: 0,
    rejected: 0,
    refunded: 0,
    revenueMinor: 0,
    pendingMinor: 0,
    refundedMinor: 0,
    commissionMinor: 0,
    conversionRate: undefined,
    epcMinor: undefined,
  }
}

const SUMMED = [
  'clicks',
  'conversions',
  'pending',
  'rejected',
  'refunded',
  'revenueMinor',
  'pendingMinor',
  'refundedMinor',
  'commissionMinor',
] as const

function totalOf(rows: readonly RevenueRow[]): RevenueRow {
  const total = emptyRow(ALL, 0)
  for (const row of rows) for (const field of SUMMED) total[field] += row[field]
  return withRates(total)
}

function withRates(row: RevenueRow): RevenueRow {
  const perClick = (count: number) => (row.clicks > 0 ? count / row.clicks : undefined)
  return { ...row, conversionRate: perClick(row.conversions), epcMinor: perClick(row.revenueMinor) }
}
