import { escapeHtml } from '../dashboard/html.ts'
import { POSTBACK_MACROS } from '../partners/postbackTemplate.ts'
import type { DeliveryEntry } from '../postbacks/deliveryLog.ts'
import type { Postbacks } from '../postbacks/postbacks.ts'

export interface PostbackForm {
  /** What the partner typed, shown again with `problem` after a refused save. */
  typed?: string
  problem?: string
  /** A one-line outcome of the last action (saved, test sent). */
  notice?: string
}

/**
 * "Your postbacks": the URL template form (empty returns to the registry's), a test button and the log of
 * recent delivery attempts, newest first, secrets masked.
 */
export function postbackSection(
  setting: Awaited<ReturnType<Postbacks['template']>>,
  registryUrl: string | undefined,
  entries: readonly DeliveryEntry[],
  form: PostbackForm = {},
): string {
  const value = form.typed ?? (setting.source === 'portal' ? setting.url : '') ?? ''
  const problem = form.problem
    ? `<p class="problem" role="alert" id="postback-problem">${escapeHtml(form.problem)}</p>`
    : ''
  const notice = form.notice ? `<p role="status">${escapeHtml(form.notice)}</p>` : ''
  const inForce =
    setting.source === 'none'
      ? 'No postback URL is set: conversions are not sent to you.'
      : `In force (${setting.source === 'portal' ? 'set here' : 'from your registry entry'}): <code>${escapeHtml(setting.url ?? '')}</code>`
  return `<section aria-labelledby="postbacks-heading" id="postbacks"><h2 id="postbacks-heading">Your postbacks</h2>
<p>Each conversion of your visitors (approved, pending, rejected, refunded) is sent to your URL as a GET request. A failed try (no 2xx answer within 10 seconds) is retried for more than 24 hours.</p>
<p>${inForce}</p>${problem}${notice}
<form method="post" action="/partner/postbacks" class="builder">
<label for="postback-url">Postback URL</label>
<input id="postback-url" name="url" type="text" inputmode="url" spellcheck="false" autocomplete="off" maxlength="2000" value="${escapeHtml(value)}" aria-describedby="postback-macros${form.problem ? ' postback-problem' : ''}"${form.problem ? ' aria-invalid="true"' : ''}>
<p id="postback-macros">Macros: ${POSTBACK_MACROS.map((name) => `<code>{${name}}</code>`).join(' ')}. Values are URL-encoded.${registryUrl ? ` Leave empty to use your registry entry's URL.` : ' Leave empty for no postbacks.'}</p>
<button type="submit">Save postback URL</button></form>
<form method="post" action="/partner/postbacks/test"><button type="submit">Send test postback</button></form>
<h3>Delivery log</h3>
${deliveryTable(entries)}
</section>`
}

function deliveryTable(entries: readonly DeliveryEntry[]): string {
  const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
  const rows = entries
    .map((entry) => {
      const result = entry.delivered
        ? `Delivered (${entry.code})`
        : `Failed: ${entry.code !== undefined ? `HTTP ${entry.code}` : escapeHtml(entry.error ?? 'unknown error')}`
      return `<tr><td>${time(entry.at)}</td><td>${escapeHtml(entry.eventId)}${entry.test ? ' (test)' : ''}<br>${escapeHtml(entry.status)}</td><td><code>${escapeHtml(entry.url)}</code></td><td>${result}</td><td>${entry.attempt}</td><td>${entry.nextTryAt !== undefined ? time(entry.nextTryAt) : '—'}</td></tr>`
    })
    .join('')
  return `<div class="scroll" tabindex="0" role="region" aria-label="Delivery log, scrolls sideways"><table><caption>Recent delivery attempts (UTC), newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">URL</th><th scope="col">Result</th><th scope="col">Attempt</th><th scope="col">Next try</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No postbacks sent yet.</td></tr>'}</tbody></table></div>`
}
