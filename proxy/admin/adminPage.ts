import { dailyChart, funnelChart } from '../dashboard/charts.ts'
import { formatRate, type FunnelReport, type FunnelRow } from '../dashboard/funnelReport.ts'
import { escapeHtml } from '../dashboard/html.ts'
import { pageFrame } from '../dashboard/pageFrame.ts'
import { PERIODS, type Period } from '../dashboard/period.ts'
import { signInForm } from '../dashboard/signInForm.ts'

/** The operator's dashboard: period switch, table with a total row, funnel per partner, daily chart, CSV. */
export function dashboardPage(report: FunnelReport, period: Period, sections = ''): string {
  const switcher = PERIODS.map((days) =>
    days === period
      ? `<a href="/admin?days=${days}" aria-current="page">Last ${days} days</a>`
      : `<a href="/admin?days=${days}">Last ${days} days</a>`,
  ).join('')
  const range = `${report.days[0]} to ${report.days.at(-1)} (UTC)`
  const funnels = report.rows
    .map((row) => `<li><h3>${escapeHtml(row.name)}</h3>${funnelChart(row)}</li>`)
    .join('')
  return layout(
    'Partner funnel',
    `<header class="top"><h1>Partner funnel</h1>
<form method="post" action="/admin/logout"><button type="submit">Sign out</button></form></header>
<nav aria-label="Period" class="periods">${switcher}</nav>
<p>${range}. <a href="/admin/funnel.csv?days=${period}" download>Download CSV</a></p>
<section aria-labelledby="table-heading"><h2 id="table-heading">By partner</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Funnel table, scrolls sideways">${table(report)}</div></section>
<section aria-labelledby="funnels-heading"><h2 id="funnels-heading">Funnel per partner</h2>
<p class="legend"><span class="key bar-conversations"></span>Conversations <span class="key bar-offers"></span>Reached offer <span class="key bar-clicks"></span>Sign-up clicks</p>
<ul class="funnels">${funnels}</ul></section>
<section aria-labelledby="daily-heading"><h2 id="daily-heading">Per day</h2>
<p class="legend"><span class="key bar-conversations"></span>Conversations <span class="key bar-clicks"></span>Sign-up clicks</p>
${dailyChart(report)}</section>
${sections}`,
  )
}

function table(report: FunnelReport): string {
  const cells = (row: FunnelRow, head: 'th' | 'td') =>
    `<${head} scope="row">${escapeHtml(row.name)}</${head}>${[
      row.conversations,
      row.replies,
      row.offers,
      row.clicks,
    ]
      .map((count) => `<td>${count}</td>`)
      .join('')}<td>${formatRate(row.clickRate)}</td>`
  return `<table><caption>Funnel by partner, all personas</caption>
<thead><tr><th scope="col">Partner</th><th scope="col">Conversations</th><th scope="col">Replies</th><th scope="col">Reached offer</th><th scope="col">Sign-up clicks</th><th scope="col">Click rate</th></tr></thead>
<tbody>${report.rows.map((row) => `<tr>${cells(row, 'th')}</tr>`).join('')}</tbody>
<tfoot><tr>${cells(report.total, 'th')}</tr></tfoot></table>`
}

/** The sign-in form; `problem` is shown (and announced) after a refused attempt. */
export function signInPage(problem?: string): string {
  return layout(
    'Sign in',
    signInForm(
      { heading: 'Operator sign-in', action: '/admin/login', field: 'token', label: 'Admin token' },
      problem,
    ),
  )
}

function layout(title: string, main: string): string {
  return pageFrame({ title: `${title} · Admin`, stylesheet: '/admin/admin.css', main })
}
