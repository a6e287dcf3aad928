import type { Conversion } from '../conversions/conversionTypes.ts'
import type { Commission } from '../partners/commissionSchema.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { divideHalfUp, toMinor } from './money.ts'
import type { Money } from './revenueReport.ts'

/**
 * What one approved conversion earns under a rule: CPA, the fixed amount in the rule's currency; revshare,
 * the percentage of the payout in the payout's currency, rounded half-up to a whole minor unit per conversion.
 */
export function commissionOf(
  rule: Commission,
  conversion: Pick<Conversion, 'payoutMinor' | 'currency'>,
): Money {
  if (rule.type === 'cpa') return { currency: rule.currency, minor: toMinor(rule.amount, rule.currency) }
  const hundredthsOfPercent = Math.round(rule.percent * 100)
  return {
    currency: conversion.currency,
    minor: divideHalfUp(conversion.payoutMinor * hundredthsOfPercent, 10_000),
  }
}

/** The commission function of a report: each conversion under its own partner's current rule, if any. */
export function partnerCommissions(
  partners: readonly Partner[],
): (conversion: Conversion) => Money | undefined {
  const rules = new Map(partners.map((partner) => [partner.id, partner.commission]))
  return (conversion) => {
    const rule = rules.get(conversion.click.partner)
    return rule && commissionOf(rule, conversion)
  }
}
