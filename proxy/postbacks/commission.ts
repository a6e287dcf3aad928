import type { Conversion } from '../conversions/conversionTypes.ts'
import { commissionOf as ruleCommission } from '../dashboard/commission.ts'
import type { Money } from '../dashboard/revenueReport.ts'
import type { Commission } from '../partners/commissionSchema.ts'

/**
 * What the partner earns on this conversion as it stands, under the registry's rule: only an approved
 * conversion earns (a refund takes it back to zero); no rule, no commission.
 */
export function commissionOf(
  rule: Commission | undefined,
  conversion: Pick<Conversion, 'status' | 'payoutMinor' | 'currency'>,
): Money | undefined {
  if (!rule) return undefined
  if (conversion.status !== 'approved') {
    return { minor: 0, currency: rule.type === 'cpa' ? rule.currency : conversion.currency }
  }
  return ruleCommission(rule, conversion)
}
