import { toCsv } from './csv.ts'
import { formatRate, type FunnelReport, type FunnelRow } from './funnelReport.ts'

const HEADER = ['partner', 'name', 'conversations', 'replies', 'reached_offer', 'signup_clicks', 'click_rate']

/** The dashboard's table as CSV (RFC 4180), total row last; the period is in the file name. */
export function funnelCsv(report: FunnelReport): string {
  return toCsv(
    HEADER,
    [...report.rows, report.total].map((row) => [row.partner, row.name, ...countCells(row)]),
  )
}

/** A funnel row's counts and click rate, as the last five columns of a CSV line. */
export function countCells(row: FunnelRow): (string | number)[] {
  return [
    row.conversations,
    row.replies,
    row.offers,
    row.clicks,
    row.clickRate === undefined ? '' : formatRate(row.clickRate),
  ]
}
