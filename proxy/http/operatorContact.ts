import { CONTACT_EMAIL_SLOT, OPERATOR_NAME_SLOT } from '../../core/operatorContact.ts'
import type { Config } from '../config.ts'

export type OperatorContact = Config['operator']

/** A page's operator slots filled from the settings; a slot whose setting is unset keeps its placeholder. */
export function fillInOperator(html: string, operator: OperatorContact): string {
  let filled = html
  if (operator.name !== undefined) filled = filled.replaceAll(OPERATOR_NAME_SLOT, escapeHtml(operator.name))
  if (operator.contactEmail !== undefined) {
    const email = escapeHtml(operator.contactEmail)
    filled = filled.replaceAll(CONTACT_EMAIL_SLOT, `<a href="mailto:${email}">${email}</a>`)
  }
  return filled
}

/** The start-up warning for a public deployment whose legal pages would still show placeholders. */
export function operatorWarning(operator: OperatorContact): string | undefined {
  const unset = [
    operator.name === undefined && 'OPERATOR_NAME',
    operator.contactEmail === undefined && 'CONTACT_EMAIL',
  ].filter((name) => name !== false)
  if (unset.length === 0) return undefined
  return `${unset.join(' and ')} ${unset.length === 1 ? 'is' : 'are'} unset: /privacy, /terms and /safety show a placeholder instead of who runs the service and how to reach them`
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}
