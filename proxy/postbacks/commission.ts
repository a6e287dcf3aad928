import type { Conversion } from '../conversions/conversionTypes.ts'
import type { Partner } from '../partners/partnerSchema.ts'

/** A partner's pay per conversion: a fixed amount (CPA) or a share of the payout (revenue share). */
export type CommissionRule =
  { type: 'cpa'; amountMinor: number; currency: string } | { type: 'revshare'; percent: number }

/** The partner's rule in the registry, if it has one. */
export function commissionRule(_partner: Partner): CommissionRule | undefined {
  return undefined
}

/**
 * What the partner earns on this conversion, in minor units of the returned currency: only an approved
 * conversion earns; revenue share is rounded down to the minor unit.
 */
export function commissionOf(
  rule: CommissionRule | undefined,
  conversion: Pick<Conversion, 'status' | 'payoutMinor' | 'currency'>,
): { minor: number; currency: string } | undefined {
  if (!rule) return undefined
  if (rule.type === 'cpa') {
    return { minor: conversion.status === 'approved' ? rule.amountMinor : 0, currency: rule.currency }
  }
  const minor =
    conversion.status === 'approved' ? Math.floor((conversion.payoutMinor * rule.percent) / 100) : 0
  return { minor, currency: conversion.currency }
}
