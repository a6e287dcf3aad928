import type { FunnelRow } from '../dashboard/funnelReport.ts'

/** |z| beyond this is a difference at 95% confidence, two-sided. */
export const Z_95 = 1.959964

/**
 * The two-proportion z-test of click rates (sign-up clicks per conversation): z of b against a, with the
 * pooled rate's standard error; 0 when either side has no conversations or nobody (or everybody) clicked.
 */
export function twoProportionZ(a: { clicks: number; conversations: number }, b: typeof a): number {
  if (a.conversations === 0 || b.conversations === 0) return 0
  const pooled = (a.clicks + b.clicks) / (a.conversations + b.conversations)
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / a.conversations + 1 / b.conversations))
  if (error === 0) return 0
  return (b.clicks / b.conversations - a.clicks / a.conversations) / error
}

/**
 * A plain verdict on a greeting experiment: the variant with the best click rate against each other one;
 * "B beats A" for every pair it wins at 95%, otherwise "no difference yet".
 */
export function variantVerdict(variants: readonly FunnelRow[]): string {
  if (variants.length < 2) return 'no difference yet'
  const best = variants.reduce((top, row) => ((row.clickRate ?? 0) > (top.clickRate ?? 0) ? row : top))
  const beaten = variants.filter((row) => row !== best && twoProportionZ(row, best) > Z_95)
  if (beaten.length === 0) return 'no difference yet'
  return `${best.name} beats ${beaten.map((row) => row.name).join(' and ')} (95% confidence)`
}
