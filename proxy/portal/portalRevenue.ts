import type { Request, Response } from 'express'
import type { ConversionStore } from '../conversions/conversionTypes.ts'
import { commissionOf } from '../dashboard/commission.ts'
import { escapeHtml } from '../dashboard/html.ts'
import { formatMoney } from '../dashboard/money.ts'
import { periodOf } from '../dashboard/period.ts'
import { revenueCsv } from '../dashboard/revenueCsv.ts'
import { DIMENSIONS, dimensionOf, revenueReport, type RevenueReport } from '../dashboard/revenueReport.ts'
import { revenueSection } from '../dashboard/revenueSection.ts'
import { lastDays } from '../funnel/funnelStore.ts'
import type { Partner } from '../partners/partnerSchema.ts'

/** A partner sees its own clicks only, so grouping by partner would be one row. */
const OFFERED = DIMENSIONS.filter((dimension) => dimension !== 'partner')

/**
 * A partner's Revenue section and CSV: its own clicks and conversions only (the report filters by its id
 * before counting), and what its commission rule earned, per currency.
 */
export function portalRevenue(conversions: ConversionStore) {
  const report = async (req: Request, partner: Partner) => {
    const days = lastDays(periodOf(req.query.days))
    const [clicks, converted] = await Promise.all([
      conversions.readClicks(days),
      conversions.readConversions(days),
    ])
    const rule = partner.commission
    return revenueReport({
      days,
      dimension: dimensionOf(req.query.by, OFFERED),
      clicks,
      conversions: converted,
      partner: partner.id,
      commission: rule && ((conversion) => commissionOf(rule, conversion)),
    })
  }
  return {
    async section(req: Request, partner: Partner): Promise<string> {
      const numbers = await report(req, partner)
      return revenueSection({
        report: numbers,
        period: periodOf(req.query.days),
        page: '/partner',
        dimensions: OFFERED,
        ...(partner.commission && { commission: 'Your commission' }),
        note: commissionNote(partner, numbers),
      })
    },
    async csv(req: Request, res: Response, partner: Partner): Promise<void> {
      const numbers = await report(req, partner)
      res
        .type('text/csv; charset=utf-8')
        .attachment(
          `partner-revenue-by-${numbers.dimension}-${numbers.days[0]}-to-${numbers.days.at(-1)}.csv`,
        )
        .send(revenueCsv(numbers, partner.commission !== undefined))
    },
  }
}

/** The partner's rule in words and what it earned in the period, one amount per currency. */
function commissionNote(partner: Partner, report: RevenueReport): string {
  const rule = partner.commission
  if (!rule) return '<p>No commission rule is set for you yet; ask the operator.</p>'
  const terms =
    rule.type === 'cpa'
      ? `${formatMoney(commissionOf(rule, { payoutMinor: 0, currency: rule.currency }).minor, rule.currency)} per approved conversion`
      : `${rule.percent}% of each approved conversion’s payout, in its currency, rounded half-up to a cent (or the currency’s smallest unit)`
  const earned = report.tables
    .filter((table) => table.currency && table.total.commissionMinor > 0)
    .map((table) => formatMoney(table.total.commissionMinor, table.currency!))
  return `<p class="commission"><strong>Your commission:</strong> ${escapeHtml(terms)}. In this period: ${escapeHtml(earned.join(' and ') || 'nothing yet')}.</p>`
}
