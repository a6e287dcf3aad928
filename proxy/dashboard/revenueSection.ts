import { formatRate } from './funnelReport.ts'
import { escapeHtml } from './html.ts'
import { formatMoney } from './money.ts'
import type { Period } from './period.ts'
import {
  DIMENSIONS,
  type CurrencyTable,
  type Dimension,
  type RevenueReport,
  type RevenueRow,
} from './revenueReport.ts'

export const DIMENSION_LABELS: Record<Dimension, string> = {
  partner: 'Partner',
  variant: 'Greeting variant',
  country: 'Country',
  device: 'Device',
  persona: 'Persona',
  language: 'Language',
  sub1: 'Sub-ID 1',
  sub2: 'Sub-ID 2',
  sub3: 'Sub-ID 3',
  sub4: 'Sub-ID 4',
  sub5: 'Sub-ID 5',
}

export interface RevenueView {
  report: RevenueReport
  period: Period
  /** The page the dimension form reloads (/admin or /partner); its CSV is `${page}/revenue.csv`. */
  page: string
  /** What a row's key reads as (a partner's name); the key itself by default. */
  label?: (key: string) => string
  /** The commission column's heading, or none. */
  commission?: string
  /** The dimensions the form offers; all by default. */
  dimensions?: readonly Dimension[]
  /** HTML closing the section (a partner's commission terms). */
  note?: string
}

/**
 * The Revenue section of a dashboard: a form choosing the dimension, a CSV link, and one table per
 * currency with clicks, conversions, conversion rate, revenue, EPC, pending, refunded (and commission).
 */
export function revenueSection(view: RevenueView): string {
  const { report, period, page } = view
  const options = (view.dimensions ?? DIMENSIONS)
    .map(
      (dimension) =>
        `<option value="${dimension}"${dimension === report.dimension ? ' selected' : ''}>${DIMENSION_LABELS[dimension]}</option>`,
    )
    .join('')
  const csv = `${page}/revenue.csv?days=${period}&amp;by=${report.dimension}`
  return `<section aria-labelledby="revenue-heading" id="revenue"><h2 id="revenue-heading">Revenue</h2>
<form method="get" action="${page}#revenue" class="dimension"><input type="hidden" name="days" value="${period}">
<label for="revenue-by">Group by</label> <select id="revenue-by" name="by">${options}</select> <button type="submit">Show</button></form>
<p>Approved conversions are revenue; pending ones are shown apart; rejected and refunded ones are not revenue. Amounts in different currencies are never added up. <a href="${csv}" download>Download revenue CSV (by ${DIMENSION_LABELS[report.dimension].toLowerCase()})</a></p>
${report.tables.map((table) => currencyTable(view, table)).join('\n')}${view.note ?? ''}</section>`
}

function currencyTable(view: RevenueView, table: CurrencyTable): string {
  const { currency } = table
  const name = DIMENSION_LABELS[view.report.dimension]
  const caption = `Revenue by ${name.toLowerCase()}${currency ? `, ${currency}` : ', no conversions yet'}`
  const money = (minor: number | undefined) =>
    currency && minor !== undefined ? formatMoney(Math.round(minor), currency) : '–'
  const withAmount = (count: number, minor: number) => (count > 0 ? `${count} (${money(minor)})` : '0')
  const heads = ['Clicks', 'Conversions', 'Conversion rate', 'Revenue', 'EPC', 'Pending', 'Refunded']
  if (view.commission) heads.push(view.commission)
  const line = (row: RevenueRow, head: string) => {
    const cells = [
      String(row.clicks),
      String(row.conversions),
      formatRate(row.conversionRate),
      money(row.revenueMinor),
      money(row.epcMinor),
      withAmount(row.pending, row.pendingMinor),
      withAmount(row.refunded, row.refundedMinor),
    ]
    if (view.commission) cells.push(money(row.commissionMinor))
    return `<tr><th scope="row">${escapeHtml(head)}</th>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`
  }
  const label = view.label ?? ((key: string) => key)
  const body = table.rows.map((row) => line(row, label(row.key))).join('')
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}, scrolls sideways"><table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">${name}</th>${heads.map((head) => `<th scope="col">${escapeHtml(head)}</th>`).join('')}</tr></thead>
<tbody>${body || `<tr><td colspan="${heads.length + 1}">No clicks yet.</td></tr>`}</tbody>
<tfoot>${line(table.total, 'Total')}</tfoot></table></div>`
}
