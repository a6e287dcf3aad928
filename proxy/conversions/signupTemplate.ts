import type { ClickRecord } from './conversionTypes.ts'

/** The macros a sign-up URL (SIGNUP_URL, a partner's signupUrl) may carry, filled from the click. */
export const SIGNUP_MACROS = [
  'click_id',
  'partner',
  'variant',
  'country',
  'device',
  'persona',
  'lang',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
] as const
export type SignupMacro = (typeof SIGNUP_MACROS)[number]

const MACRO = /\{([^{}]*)\}/g

export function hasMacros(template: string): boolean {
  return /\{[^{}]*\}/.test(template)
}

/** Why a template cannot be used (an unknown macro, or not an http(s) URL once filled); undefined when fine. */
export function templateProblem(template: string): string | undefined {
  const unknown = [...template.matchAll(MACRO)]
    .map((match) => match[1]!)
    .filter((name) => !(SIGNUP_MACROS as readonly string[]).includes(name))
  if (unknown.length > 0)
    return `unknown macro ${unknown.map((name) => `{${name}}`).join(', ')} (known: ${SIGNUP_MACROS.map((name) => `{${name}}`).join(' ')})`
  const filled = fillTemplate(template, Object.fromEntries(SIGNUP_MACROS.map((name) => [name, 'x'])))
  if (!URL.canParse(filled) || !/^https?:$/.test(new URL(filled).protocol))
    return 'expected an http(s) URL once its macros are filled'
  return undefined
}

/** The template with each macro replaced by its URL-encoded value, so no value can add a parameter or a path. */
export function fillTemplate(template: string, values: Partial<Record<SignupMacro, string>>): string {
  return template.replace(MACRO, (_whole, name: SignupMacro) => encodeURIComponent(values[name] ?? ''))
}

/** The macros' values for a click; what the click does not have is empty. */
export function macroValues(click: ClickRecord | undefined): Partial<Record<SignupMacro, string>> {
  if (!click) return {}
  return {
    click_id: click.clickId,
    partner: click.partner,
    variant: click.variant ?? '',
    country: click.country,
    device: click.device,
    persona: click.persona,
    lang: click.language,
    ...click.subIds,
  }
}
