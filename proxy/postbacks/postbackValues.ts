import type { Conversion } from '../conversions/conversionTypes.ts'
import type { PostbackValues } from '../partners/postbackTemplate.ts'
import { toDecimal } from '../dashboard/money.ts'
import type { Commission } from '../partners/commissionSchema.ts'
import { commissionOf } from './commission.ts'

/** What a postback's macros are filled with, for one conversion as it stands after the event. */
export function postbackValues(
  conversion: Pick<Conversion, 'txid' | 'clickId' | 'status' | 'payoutMinor' | 'currency' | 'click'>,
  rule: Commission | undefined,
): PostbackValues {
  const { click } = conversion
  const commission = commissionOf(rule, conversion)
  return {
    click_id: conversion.clickId,
    txid: conversion.txid,
    status: conversion.status,
    payout: toDecimal(conversion.payoutMinor, conversion.currency),
    currency: conversion.currency,
    commission: commission ? toDecimal(commission.minor, commission.currency) : '',
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
