import { dailyChart, funnelChart } from '../dashboard/charts.ts'
import { formatRate, type FunnelRow } from '../dashboard/funnelReport.ts'
import { escapeHtml } from '../dashboard/html.ts'
import { PERIODS, type Period } from '../dashboard/period.ts'
import { pageFrame } from '../dashboard/pageFrame.ts'
import { signInForm } from '../dashboard/signInForm.ts'
import type { PartnerReport } from '../dashboard/partnerReport.ts'

/** A partner's own dashboard: its totals, per day, per persona and per greeting variant, charts and CSV. */
export function portalPage(name: string, report: PartnerReport, period: Period, extra = ''): string {
  const switcher = PERIODS.map(
    (days) =>
      `<a href="/partner?days=${days}"${days === period ? ' aria-current="page"' : ''}>Last ${days} days</a>`,
  ).join('')
  const range = `${report.days[0]} to ${report.days.at(-1)} (UTC)`
  const chart = dailyChart({ days: report.days, rows: [], total: report.total, daily: report.daily })
  return portalLayout(
    `${name} · Partner dashboard`,
    `<header class="top"><h1>${escapeHtml(name)}</h1>
<form method="post" action="/partner/logout"><button type="submit">Sign out</button></form></header>
<nav aria-label="Period" class="periods">${switcher}</nav>
<p>${range}. <a href="/partner/funnel.csv?days=${period}" download>Download CSV</a></p>
<section aria-labelledby="total-heading"><h2 id="total-heading">Your funnel</h2>
<p class="legend"><span class="key bar-conversations"></span>Conversations <span class="key bar-offers"></span>Reached offer <span class="key bar-clicks"></span>Sign-up clicks</p>
<div class="total-chart">${funnelChart(report.total)}</div>${table('Your totals', 'Period', [report.total])}</section>
<section aria-labelledby="daily-heading"><h2 id="daily-heading">Per day</h2>
<p class="legend"><span class="key bar-conversations"></span>Conversations <span class="key bar-clicks"></span>Sign-up clicks</p>
${chart}${table('Per day (UTC)', 'Day', report.byDay)}</section>
<section aria-labelledby="persona-heading"><h2 id="persona-heading">Per persona</h2>
${table('Per persona', 'Persona', report.byPersona)}</section>
<section aria-labelledby="variant-heading"><h2 id="variant-heading">Per greeting</h2>
${table('Per greeting variant', 'Greeting', report.byVariant)}</section>${extra}`,
    '\n<script src="/partner/builder.js" defer></script>\n<script src="/widget.js" async></script>',
  )
}

function table(caption: string, first: string, rows: readonly FunnelRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.name)}</th>${[
          row.conversations,
          row.replies,
          row.offers,
          row.clicks,
        ]
          .map((count) => `<td>${count}</td>`)
          .join('')}<td>${formatRate(row.clickRate)}</td></tr>`,
    )
    .join('')
  return `<div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(caption)}, scrolls sideways"><table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">${first}</th><th scope="col">Conversations</th><th scope="col">Replies</th><th scope="col">Reached offer</th><th scope="col">Sign-up clicks</th><th scope="col">Click rate</th></tr></thead>
<tbody>${body || '<tr><td colspan="6">No conversations yet.</td></tr>'}</tbody></table></div>`
}

/** The sign-in form; `problem` is shown (and announced) after a refused attempt. */
export function portalSignInPage(problem?: string): string {
  return portalLayout(
    'Partner sign-in',
    signInForm(
      { heading: 'Partner sign-in', action: '/partner/login', field: 'key', label: 'Portal key' },
      problem,
    ),
  )
}

export function portalLayout(title: string, main: string, head = ''): string {
  return pageFrame({ title, stylesheet: '/partner/portal.css', main, head })
}
