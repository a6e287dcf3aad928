import type { CrisisTally } from '../crisis/crisisCountStore.ts'
import { toCsv } from '../dashboard/csv.ts'
import { escapeHtml } from '../dashboard/html.ts'

const HEADER = ['day', 'country', 'language', 'count']

/** The crisis answers of the period as CSV (RFC 4180), one row per day, country and language. */
export function crisisCsv(tallies: readonly CrisisTally[]): string {
  return toCsv(
    HEADER,
    tallies.map((t) => [t.day, t.country, t.language, t.count]),
  )
}

/** The dashboard's section for California's yearly report: the total, the table and its CSV. */
export function crisisSection(tallies: readonly CrisisTally[], period: number): string {
  const total = tallies.reduce((sum, tally) => sum + tally.count, 0)
  const rows = tallies
    .map(
      (t) =>
        `<tr><td>${escapeHtml(t.day)}</td><td>${escapeHtml(t.country)}</td><td>${escapeHtml(t.language)}</td><td>${t.count}</td></tr>`,
    )
    .join('')
  const table =
    tallies.length === 0
      ? '<p>No crisis answers in this period.</p>'
      : `<div class="scroll" tabindex="0" role="region" aria-label="Crisis referrals table, scrolls sideways"><table><caption>Crisis referrals by day, country and language (no text, no session ids)</caption>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col">Country</th><th scope="col">Language</th><th scope="col">Count</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
  return `<section aria-labelledby="crisis-heading"><h2 id="crisis-heading">Crisis referrals</h2>
<p>${total} in this period. <a href="/admin/crisis.csv?days=${period}" download>Download crisis CSV</a></p>
${table}</section>`
}
