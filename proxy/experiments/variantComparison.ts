import { formatRate, type FunnelRow } from '../dashboard/funnelReport.ts'
import { escapeHtml } from '../dashboard/html.ts'
import type { FunnelTally } from '../funnel/funnelStore.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { partnerReport } from '../dashboard/partnerReport.ts'
import { formatMoney } from '../dashboard/money.ts'
import type { Conversion } from '../conversions/conversionTypes.ts'
import {
  conversionRate,
  conversionVerdict,
  currenciesOf,
  revenuePerConversation,
  revenueVerdict,
  variantMoney,
  type VariantMoney,
} from './moneyVerdict.ts'
import { variantVerdict } from './variantVerdict.ts'

/**
 * Each greeting variant's conversations, offers, clicks and click rate side by side, and the verdict on
 * clicks; given the partner's conversions, also its approved conversions and revenue per conversation (one
 * row per currency) with a verdict on each.
 */
export function variantComparison(
  title: string,
  variants: readonly FunnelRow[],
  money?: { partner: string; conversions: readonly Conversion[] },
): string {
  const earned = money && variantMoney(money.partner, variants, money.conversions)
  const head = variants.map((row) => `<th scope="col">${escapeHtml(row.name)}</th>`).join('')
  const line = <T>(rows: readonly T[], label: string, cell: (row: T) => string) =>
    `<tr><th scope="row">${escapeHtml(label)}</th>${rows.map((row) => `<td>${cell(row)}</td>`).join('')}</tr>`
  const funnel = (label: string, cell: (row: FunnelRow) => string) => line(variants, label, cell)
  const verdict = (label: string, text: string) =>
    `<p class="verdict"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}</p>`
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(title)}, scrolls sideways"><table class="variants"><caption>${escapeHtml(title)}</caption>
<thead><tr><th scope="col">Greeting</th>${head}</tr></thead>
<tbody>${funnel('Conversations', (row) => String(row.conversations))}${funnel('Reached offer', (row) => String(row.offers))}${funnel('Sign-up clicks', (row) => String(row.clicks))}${funnel('Click rate', (row) => formatRate(row.clickRate))}${earned ? moneyRows(earned, line) : ''}</tbody></table></div>
${verdict('Verdict on clicks', variantVerdict(variants))}${earned ? moneyVerdicts(earned, verdict) : ''}`
}

type Line = <T>(rows: readonly T[], label: string, cell: (row: T) => string) => string

function moneyRows(earned: readonly VariantMoney[], line: Line): string {
  const perCurrency = currenciesOf(earned).map((currency) =>
    line(earned, `Revenue per conversation, ${currency}`, (row) =>
      formatMoney(Math.round(revenuePerConversation(row, currency) ?? 0), currency),
    ),
  )
  return (
    line(earned, 'Conversions (approved)', (row) => String(row.conversions)) +
    line(earned, 'Conversions per conversation', (row) => formatRate(conversionRate(row))) +
    perCurrency.join('')
  )
}

function moneyVerdicts(
  earned: readonly VariantMoney[],
  verdict: (label: string, text: string) => string,
): string {
  const currencies = currenciesOf(earned)
  const onRevenue =
    currencies.length === 0
      ? [verdict('Verdict on revenue per conversation', 'too few data yet: no approved conversion')]
      : currencies.map((currency) =>
          verdict(`Verdict on revenue per conversation, ${currency}`, revenueVerdict(earned, currency)),
        )
  return verdict('Verdict on conversions per conversation', conversionVerdict(earned)) + onRevenue.join('')
}

/** For /admin: one comparison per partner running a greeting experiment (its current variants first). */
export function experimentsSection(
  days: readonly string[],
  tallies: readonly FunnelTally[],
  partners: readonly Partner[],
  conversions?: readonly Conversion[],
): string {
  const running = partners.filter((partner) => partner.greetings)
  if (running.length === 0) return ''
  const tables = running.map((partner) =>
    variantComparison(
      `${partner.name}: greetings`,
      currentVariants(partner, days, tallies),
      conversions && { partner: partner.id, conversions },
    ),
  )
  return `<section aria-labelledby="greetings-heading"><h2 id="greetings-heading">Greeting experiments</h2>
${tables.join('\n')}</section>`
}

/** The partner's listed variants (zero rows included, so a new split shows from its first day). */
export function currentVariants(
  partner: Partner,
  days: readonly string[],
  tallies: readonly FunnelTally[],
): FunnelRow[] {
  const counted = partnerReport(days, tallies, partner.id).byVariant
  return (partner.greetings ?? []).map(
    ({ id }) =>
      counted.find((row) => row.partner === id) ?? {
        partner: id,
        name: id,
        conversations: 0,
        replies: 0,
        offers: 0,
        clicks: 0,
        clickRate: undefined,
      },
  )
}
