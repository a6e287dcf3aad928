import type { Conversion } from '../conversions/conversionTypes.ts'
import { Z_95, twoProportionZ } from './variantVerdict.ts'

/**
 * The fewest approved conversions, and conversations, each compared greeting needs before a verdict on money:
 * below them the normal approximation behind both tests is not to be trusted (n·p ≥ 5), and one lucky
 * sign-up would decide.
 */
export const MIN_CONVERSIONS = 5
export const MIN_CONVERSATIONS = 30

/** Per-conversation revenue in one currency: its sum and sum of squares over the conversations, minor units. */
export interface RevenueMoments {
  sum: number
  sumSquares: number
  /** Approved conversions in this currency. */
  conversions: number
}

/** One greeting variant's money: what its conversations earned. */
export interface VariantMoney {
  name: string
  conversations: number
  /** Conversations with at least one approved conversion. */
  converted: number
  /** Approved conversions (a conversation may bring more than one). */
  conversions: number
  /** Per ISO 4217 currency; currencies are never added together. */
  revenue: ReadonlyMap<string, RevenueMoments>
}

/**
 * Each variant's approved conversions and revenue, from the partner's conversions (their click's variant),
 * beside its conversation count. A conversation's revenue in a currency is the sum of its approved payouts.
 */
export function variantMoney(
  partner: string,
  variants: readonly { name: string; conversations: number }[],
  conversions: readonly Conversion[],
): VariantMoney[] {
  return variants.map(({ name, conversations }) => {
    const approved = conversions.filter(
      ({ click, status }) => click.partner === partner && click.variant === name && status === 'approved',
    )
    // Each conversation's revenue per currency: one sample of the per-conversation mean.
    const perConversation = new Map<string, number>()
    const revenue = new Map<string, RevenueMoments>()
    for (const { click, currency, payoutMinor } of approved) {
      const key = `${currency}\u0000${click.clickId}`
      perConversation.set(key, (perConversation.get(key) ?? 0) + payoutMinor)
      const moments = revenue.get(currency) ?? { sum: 0, sumSquares: 0, conversions: 0 }
      moments.conversions += 1
      revenue.set(currency, moments)
    }
    for (const [key, minor] of perConversation) {
      const moments = revenue.get(key.slice(0, key.indexOf('\u0000')))!
      moments.sum += minor
      moments.sumSquares += minor * minor
    }
    const converted = new Set(approved.map(({ click }) => click.clickId)).size
    return { name, conversations, converted, conversions: approved.length, revenue }
  })
}

/**
 * Welch's z for the difference of two means of per-conversation revenue (b against a), conversations without
 * revenue counting as 0: (mean b − mean a) over the unpooled standard error. 0 when it cannot be computed.
 */
export function revenueZ(
  a: { conversations: number; moments: RevenueMoments },
  b: { conversations: number; moments: RevenueMoments },
): number {
  if (a.conversations < 2 || b.conversations < 2) return 0
  const mean = (side: typeof a) => side.moments.sum / side.conversations
  const variance = (side: typeof a) =>
    Math.max(0, (side.moments.sumSquares - side.conversations * mean(side) ** 2) / (side.conversations - 1))
  const error = Math.sqrt(variance(a) / a.conversations + variance(b) / b.conversations)
  if (error === 0) return 0
  return (mean(b) - mean(a)) / error
}

/** Revenue per conversation in minor units of `currency`; undefined without conversations. */
export function revenuePerConversation(variant: VariantMoney, currency: string): number | undefined {
  if (variant.conversations === 0) return undefined
  return (variant.revenue.get(currency)?.sum ?? 0) / variant.conversations
}

/** Conversations with an approved conversion per conversation; undefined without conversations. */
export function conversionRate(variant: VariantMoney): number | undefined {
  return variant.conversations === 0 ? undefined : variant.converted / variant.conversations
}

const tooFew = (names: readonly string[], what: string) =>
  `too few data yet: ${names.join(' and ')} ${names.length === 1 ? 'has' : 'have'} fewer than ${MIN_CONVERSIONS} ${what} or ${MIN_CONVERSATIONS} conversations`

/**
 * The verdict on conversions per conversation: the two-proportion z-test of converted conversations, the best
 * variant against each other one. Every variant needs MIN_CONVERSIONS and MIN_CONVERSATIONS first.
 */
export function conversionVerdict(variants: readonly VariantMoney[]): string {
  if (variants.length < 2) return 'no difference yet'
  const short = variants.filter((v) => v.converted < MIN_CONVERSIONS || v.conversations < MIN_CONVERSATIONS)
  if (short.length > 0)
    return tooFew(
      short.map((v) => v.name),
      'conversions',
    )
  const rate = (v: VariantMoney) => conversionRate(v) ?? 0
  const best = variants.reduce((top, v) => (rate(v) > rate(top) ? v : top))
  const asCounts = (v: VariantMoney) => ({ clicks: v.converted, conversations: v.conversations })
  return beats(best, variants, (v) => twoProportionZ(asCounts(v), asCounts(best)))
}

/**
 * The verdict on revenue per conversation in one currency: Welch's z of the best variant's mean against each
 * other one's. Every variant needs MIN_CONVERSIONS in that currency and MIN_CONVERSATIONS first.
 */
export function revenueVerdict(variants: readonly VariantMoney[], currency: string): string {
  if (variants.length < 2) return 'no difference yet'
  const moments = (v: VariantMoney) => v.revenue.get(currency) ?? { sum: 0, sumSquares: 0, conversions: 0 }
  const short = variants.filter(
    (v) => moments(v).conversions < MIN_CONVERSIONS || v.conversations < MIN_CONVERSATIONS,
  )
  if (short.length > 0)
    return tooFew(
      short.map((v) => v.name),
      `${currency} conversions`,
    )
  const perConversation = (v: VariantMoney) => revenuePerConversation(v, currency) ?? 0
  const best = variants.reduce((top, v) => (perConversation(v) > perConversation(top) ? v : top))
  const side = (v: VariantMoney) => ({ conversations: v.conversations, moments: moments(v) })
  return beats(best, variants, (v) => revenueZ(side(v), side(best)))
}

function beats(
  best: VariantMoney,
  variants: readonly VariantMoney[],
  z: (v: VariantMoney) => number,
): string {
  const beaten = variants.filter((v) => v !== best && z(v) > Z_95)
  if (beaten.length === 0) return 'no difference yet'
  return `${best.name} beats ${beaten.map((v) => v.name).join(' and ')} (95% confidence)`
}

/** The currencies the variants earned in, sorted. */
export function currenciesOf(variants: readonly VariantMoney[]): string[] {
  return [...new Set(variants.flatMap((v) => [...v.revenue.keys()]))].sort()
}
