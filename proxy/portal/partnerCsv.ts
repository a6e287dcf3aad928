import { toCsv } from '../dashboard/csv.ts'
import { countCells } from '../dashboard/funnelCsv.ts'
import type { FunnelRow } from '../dashboard/funnelReport.ts'
import type { PartnerReport } from '../dashboard/partnerReport.ts'

const HEADER = [
  'breakdown',
  'key',
  'conversations',
  'replies',
  'reached_offer',
  'signup_clicks',
  'click_rate',
]

/** Exactly the numbers of the partner's page: total, per day, per persona, per greeting variant (RFC 4180). */
export function partnerCsv(report: PartnerReport): string {
  const sections: [string, readonly FunnelRow[]][] = [
    ['total', [report.total]],
    ['day', report.byDay],
    ['persona', report.byPersona],
    ['greeting', report.byVariant],
  ]
  return toCsv(
    HEADER,
    sections.flatMap(([breakdown, rows]) =>
      rows.map((row) => [breakdown, breakdown === 'total' ? 'all' : row.partner, ...countCells(row)]),
    ),
  )
}
