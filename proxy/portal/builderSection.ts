import { locales } from '../../core/i18n/locales.ts'
import { defaultPersonaCard, personaCards } from '../../core/persona.ts'
import { escapeHtml } from '../dashboard/html.ts'
import type { Partner } from '../partners/partnerSchema.ts'

/** What the builder's script needs, as a JSON data block (data, not script, so the CSP does not apply). */
export interface BuilderData {
  /** This server's origin: where the snippet loads widget.js from. */
  server: string
  origins: string[]
  persona: string | null
  /** The persona a snippet without `persona` gets. */
  defaultPersona: string
  accent: string | null
  /** The partner's registry theme and greeting variants, which the live preview shows as its page would. */
  theme: Partner['theme'] | null
  greetings: Partner['greetings'] | null
  /** Languages the partner's greeting variants have a text for (all, for a plain-text variant). */
  greetingLanguages: string[] | null
}

/**
 * The snippet builder: mode, persona, then the fields that mode uses (position and greeting preview delay for the
 * bubble, opening delay for the popup), language and accent colour; the snippet for them with a copy button,
 * attributes only (no `style`, which a strict CSP drops); the real widget (/widget.js) in the page with the
 * partner's theme and greeting variants, rebuilt on each change by /partner/builder.js.
 */
export function builderSection(partner: Partner, server: string): string {
  const data: BuilderData = {
    server,
    origins: partner.origins,
    persona: partner.persona ?? null,
    defaultPersona: defaultPersonaCard.id,
    accent: partner.theme?.accent ?? null,
    theme: partner.theme ?? null,
    greetings: partner.greetings ?? null,
    greetingLanguages: partner.greetings ? greetingLanguages(partner) : null,
  }
  const options = (values: readonly string[]) =>
    values.map((value) => `<option value="${value}">${value}</option>`).join('')
  return `<section aria-labelledby="builder-heading" class="builder"><h2 id="builder-heading">Your snippet</h2>
<p>Your registered origins: ${partner.origins.map((origin) => `<code>${escapeHtml(origin)}</code>`).join(', ')}. The chat only answers on these.</p>
<form id="builder" class="builder"><fieldset><legend>Choices</legend>
<label for="b-mode">Mode</label><select id="b-mode" name="mode">${options(['inline', 'bubble', 'popup'])}</select>
<div class="field" data-mode="bubble" hidden><label for="b-position">Position (bubble)</label><select id="b-position" name="position">${options(['bottom-right', 'bottom-left'])}</select></div>
<label for="b-persona">Persona</label><select id="b-persona" name="persona">${personaOptions(partner.persona)}</select>
<label for="b-lang">Language</label><select id="b-lang" name="lang"><option value="">The visitor's</option>${options(locales)}</select>
<label for="b-accent">Accent colour</label><input id="b-accent" name="accent" type="color" value="${escapeHtml(partner.theme?.accent?.slice(0, 7) ?? '#b0305c')}">
<div class="field" data-mode="bubble" hidden><label for="b-delay">Greeting preview delay in seconds (bubble; empty for none)</label><input id="b-delay" name="delay" type="number" min="0" max="120" step="1"></div>
<div class="field" data-mode="popup" hidden><label for="b-open-after">Open after seconds (popup; empty: only when your script calls open())</label><input id="b-open-after" name="openAfter" type="number" min="0" max="120" step="1"></div>
</fieldset></form>
<ul id="builder-warnings" class="warning" aria-live="polite"></ul>
<label for="snippet">Snippet</label>
<textarea id="snippet" rows="4" readonly></textarea>
<div id="css-field" class="field" hidden><label for="snippet-css">For your stylesheet (a strict Content-Security-Policy drops <code>style</code> attributes)</label>
<textarea id="snippet-css" rows="2" readonly></textarea></div>
<p><button type="button" id="copy">Copy snippet</button> <span id="copied" role="status"></span></p>
<h3>Preview</h3>
<p>With your theme and, if you run a greeting experiment, one of your greetings, as on your pages.${partner.greetings && partner.greetings.length > 1 ? ` <label for="b-variant">Greeting shown</label> <select id="b-variant" form="builder" name="variant">${partner.greetings.map((variant) => `<option value="${escapeHtml(variant.id)}">${escapeHtml(variant.id)}</option>`).join('')}</select>` : ''}</p>
<div id="preview" class="preview"></div>
<script type="application/json" id="builder-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
</section>`
}

function greetingLanguages(partner: Partner): string[] {
  const texts = partner.greetings!.map((variant) => variant.text)
  if (texts.some((text) => typeof text === 'string')) return [...locales]
  return locales.filter((locale) =>
    texts.every((text) => typeof text !== 'string' && text[locale] !== undefined),
  )
}

/** Every persona the server has; the partner's registry persona (else the default one) is chosen. */
function personaOptions(chosen: string | undefined): string {
  const selected = chosen ?? defaultPersonaCard.id
  return Object.values(personaCards)
    .map(
      (card) =>
        `<option value="${escapeHtml(card.id)}"${card.id === selected ? ' selected' : ''}>${escapeHtml(card.name)}</option>`,
    )
    .join('')
}
