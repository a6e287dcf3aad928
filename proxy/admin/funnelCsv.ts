import { formatRate, type FunnelReport } from './funnelReport.ts'

const HEADER = ['partner', 'name', 'conversations', 'replies', 'reached_offer', 'signup_clicks', 'click_rate']

/** The dashboard's table as CSV (RFC 4180), total row last; the period is in the file name. */
export function funnelCsv(report: FunnelReport): string {
  const lines = [...report.rows, report.total].map((row) =>
    [
      row.partner,
      row.name,
      row.conversations,
      row.replies,
      row.offers,
      row.clicks,
      row.clickRate === undefined ? '' : formatRate(row.clickRate),
    ]
      .map((cell) => field(String(cell)))
      .join(','),
  )
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`
}

/** Quoted when needed; a leading =, +, - or @ is defused so spreadsheets never run a name as a formula. */
export function field(text: string): string {
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
