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

/**
 * Quoted when needed. A value that is not a plain number and starts with =, +, -, @, tab or carriage return
 * gets a leading ' (OWASP's CSV injection advice), so spreadsheets never run it as a formula.
 */
export function field(text: string): string {
  const plainNumber = /^-?\d+(\.\d+)?%?$/.test(text)
  const safe = !plainNumber && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
