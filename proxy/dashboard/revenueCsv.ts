import { toCsv } from './csv.ts'
import { formatRate } from './funnelReport.ts'
import { toDecimal } from './money.ts'
import type { RevenueReport } from './revenueReport.ts'

const HEADER = [
  'dimension',
  'key',
  'currency',
  'clicks',
  'conversions',
  'conversion_rate',
  'revenue',
  'epc',
  'pending',
  'pending_amount',
  'rejected',
  'refunded',
  'refunded_amount',
]

/**
 * The Revenue tables as CSV (RFC 4180): each currency's rows then its `(all)` row, amounts as plain decimals
 * in the row's currency (EPC rounded half-up to a minor unit), and the commission column when asked.
 */
export function revenueCsv(report: RevenueReport, withCommission = false): string {
  const rows = report.tables.flatMap(({ currency, rows: lines, total }) =>
    [...lines, total].map((row) => {
      const amount = (minor: number | undefined) =>
        currency && minor !== undefined ? toDecimal(Math.round(minor), currency) : ''
      const cells = [
        report.dimension,
        row.key,
        currency ?? '',
        row.clicks,
        row.conversions,
        row.conversionRate === undefined ? '' : formatRate(row.conversionRate),
        amount(row.revenueMinor),
        amount(row.epcMinor),
        row.pending,
        amount(row.pendingMinor),
        row.rejected,
        row.refunded,
        amount(row.refundedMinor),
      ]
      return withCommission ? [...cells, amount(row.commissionMinor)] : cells
    }),
  )
  return toCsv(withCommission ? [...HEADER, 'commission'] : HEADER, rows)
}
