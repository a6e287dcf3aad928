import { z } from 'zod'

/** The macros a partner's postback URL may carry; each is replaced by the URL-encoded value of the event. */
export const POSTBACK_MACROS = [
  'click_id',
  'txid',
  'status',
  'payout',
  'currency',
  'commission',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'partner',
  'variant',
  'country',
  'device',
] as const
export type PostbackMacro = (typeof POSTBACK_MACROS)[number]
export type PostbackValues = Record<PostbackMacro, string>

const MACRO = /\{([^{}]*)\}/g
const LONGEST_TEMPLATE = 2_000

/** Why a postback URL template is refused (one line), or undefined when it is fine. */
export function postbackTemplateProblem(template: string): string | undefined {
  if (template.length > LONGEST_TEMPLATE) return `longer than ${LONGEST_TEMPLATE} characters`
  const unknown = [...template.matchAll(MACRO)]
    .map((match) => match[1]!)
    .filter((name) => !(POSTBACK_MACROS as readonly string[]).includes(name))
  if (unknown.length > 0) {
    return `unknown macro ${unknown.map((name) => `{${name}}`).join(', ')} (known: ${POSTBACK_MACROS.map((name) => `{${name}}`).join(' ')})`
  }
  // A macro in the host would let an event's values choose where the request goes.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(template)?.[1]
  if (authority?.includes('{')) return 'macros may not be in the host'
  const sample = fillPostbackTemplate(template, sampleValues)
  if (!URL.canParse(sample)) return 'not a URL (expected https://… with the macros in its path or query)'
  const url = new URL(sample)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http:// and https:// URLs are sent'
  if (url.hostname === '') return 'expected a host'
  if (url.username || url.password) return 'no user name or password in the URL (put a token in the query)'
  return undefined
}

/** The template with every macro replaced by its value, URL-encoded so no value can add parameters or paths. */
export function fillPostbackTemplate(template: string, values: PostbackValues): string {
  return template.replace(MACRO, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name as PostbackMacro]) : whole,
  )
}

const sampleValues = Object.fromEntries(POSTBACK_MACROS.map((name) => [name, 'x'])) as PostbackValues

/** A partner's postback URL in the registry: a template that postbackTemplateProblem accepts. */
export const postbackUrlSchema = z.string().superRefine((text, ctx) => {
  const problem = postbackTemplateProblem(text)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
