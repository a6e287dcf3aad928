import { formatRate, type FunnelRow } from '../dashboard/funnelReport.ts'
import { escapeHtml } from '../dashboard/html.ts'
import type { FunnelTally } from '../funnel/funnelStore.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { partnerReport } from '../dashboard/partnerReport.ts'
import { variantVerdict } from './variantVerdict.ts'

/** Each greeting variant's conversations, offers, clicks and click rate side by side, and the verdict. */
export function variantComparison(title: string, variants: readonly FunnelRow[]): string {
  const head = variants.map((row) => `<th scope="col">${escapeHtml(row.name)}</th>`).join('')
  const line = (label: string, cell: (row: FunnelRow) => string) =>
    `<tr><th scope="row">${label}</th>${variants.map((row) => `<td>${cell(row)}</td>`).join('')}</tr>`
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(title)}, scrolls sideways"><table class="variants"><caption>${escapeHtml(title)}</caption>
<thead><tr><th scope="col">Greeting</th>${head}</tr></thead>
<tbody>${line('Conversations', (row) => String(row.conversations))}${line('Reached offer', (row) => String(row.offers))}${line('Sign-up clicks', (row) => String(row.clicks))}${line('Click rate', (row) => formatRate(row.clickRate))}</tbody></table></div>
<p class="verdict"><strong>Verdict:</strong> ${escapeHtml(variantVerdict(variants))}</p>`
}

/** For /admin: one comparison per partner running a greeting experiment (its current variants first). */
export function experimentsSection(
  days: readonly string[],
  tallies: readonly FunnelTally[],
  partners: readonly Partner[],
): string {
  const running = partners.filter((partner) => partner.greetings)
  if (running.length === 0) return ''
  const tables = running.map((partner) =>
    variantComparison(`${partner.name}: greetings`, currentVariants(partner, days, tallies)),
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
