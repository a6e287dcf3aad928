import type { Request, Response } from 'express'
import type { ConversionStore } from '../conversions/conversionTypes.ts'
import { partnerCommissions } from '../dashboard/commission.ts'
import { periodOf } from '../dashboard/period.ts'
import { revenueCsv } from '../dashboard/revenueCsv.ts'
import { dimensionOf, revenueReport } from '../dashboard/revenueReport.ts'
import { revenueSection } from '../dashboard/revenueSection.ts'
import { lastDays } from '../funnel/funnelStore.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'

/** The operator's Revenue section and its CSV: every partner, and what each one's commission rule owes. */
export function adminRevenue(conversions: ConversionStore, partners: PartnerRegistry) {
  const report = async (req: Request) => {
    const days = lastDays(periodOf(req.query.days))
    const [clicks, converted] = await Promise.all([
      conversions.readClicks(days),
      conversions.readConversions(days),
    ])
    const commission = partnerCommissions(partners.list())
    return revenueReport({
      days,
      dimension: dimensionOf(req.query.by),
      clicks,
      conversions: converted,
      commission,
    })
  }
  return {
    async section(req: Request): Promise<string> {
      const numbers = await report(req)
      const label = (key: string) =>
        numbers.dimension === 'partner' ? (partners.byId(key)?.name ?? key) : key
      return revenueSection({
        report: numbers,
        period: periodOf(req.query.days),
        page: '/admin',
        label,
        commission: 'Commission owed',
      })
    },
    async csv(req: Request, res: Response): Promise<void> {
      const numbers = await report(req)
      res
        .type('text/csv; charset=utf-8')
        .attachment(`revenue-by-${numbers.dimension}-${numbers.days[0]}-to-${numbers.days.at(-1)}.csv`)
        .send(revenueCsv(numbers, true))
    },
  }
}
