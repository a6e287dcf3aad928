import type { Conversion } from '../conversions/conversionTypes.ts'
import type { PostbackValues } from '../partners/postbackTemplate.ts'
import { commissionOf, type CommissionRule } from './commission.ts'

/** What a postback's macros are filled with, for one conversion as it stands after the event. */
export function postbackValues(
  conversion: Pick<Conversion, 'txid' | 'clickId' | 'status' | 'payoutMinor' | 'currency' | 'click'>,
  rule: CommissionRule | undefined,
): PostbackValues {
  const { click } = conversion
  const commission = commissionOf(rule, conversion)
  return {
    click_id: conversion.clickId,
    txid: conversion.txid,
    status: conversion.status,
    payout: decimal(conversion.payoutMinor, conversion.currency),
    currency: conversion.currency,
    commission: commission ? decimal(commission.minor, commission.currency) : '',
    sub1: click.subIds.sub1 ?? '',
    sub2: click.subIds.sub2 ?? '',
    sub3: click.subIds.sub3 ?? '',
    sub4: click.subIds.sub4 ?? '',
    sub5: click.subIds.sub5 ?? '',
    partner: click.partner,
    variant: click.variant ?? '',
    country: click.country,
    device: click.device,
  }
}

/** Minor units as a decimal amount of the currency (1250 USD → "12.50", 1250 JPY → "1250"), exact. */
export function decimal(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  if (digits === 0) return String(minor)
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    )
  } catch {
    return 2
  }
}
