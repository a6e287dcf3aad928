import { escapeHtml } from '../dashboard/html.ts'
import type { Postbacks } from '../postbacks/postbacks.ts'

/** "Failing partner postbacks": events whose latest try failed, with the partner, result and next try. */
export async function postbackFailures(postbacks: Postbacks): Promise<string> {
  const failing = await postbacks.failing()
  const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)
  const rows = failing
    .map(
      ({ partner, entry }) =>
        `<tr><th scope="row">${escapeHtml(partner)}</th><td>${escapeHtml(entry.eventId)}${entry.test ? ' (test)' : ''}</td><td><code>${escapeHtml(entry.url)}</code></td><td>${entry.code !== undefined ? `HTTP ${entry.code}` : escapeHtml(entry.error ?? 'unknown error')}</td><td>${entry.attempt}</td><td>${entry.nextTryAt !== undefined ? time(entry.nextTryAt) : 'gave up'}</td></tr>`,
    )
    .join('')
  return `<section aria-labelledby="postback-failures-heading"><h2 id="postback-failures-heading">Failing partner postbacks</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Failing partner postbacks, scrolls sideways"><table><caption>Events whose latest try failed (UTC), newest first</caption>
<thead><tr><th scope="col">Partner</th><th scope="col">Event</th><th scope="col">URL</th><th scope="col">Last result</th><th scope="col">Attempts</th><th scope="col">Next try</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">None: every recent postback was delivered.</td></tr>'}</tbody></table></div></section>`
}
