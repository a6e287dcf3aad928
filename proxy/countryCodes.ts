/** The spec's list: the countries its refusal sentence names (the US, Canada, the UK and Europe). */
// prettier-ignore
export const DEFAULT_ALLOWED_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'NO', 'DK', 'FI', 'IE'] as const

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** Codes the runtime can name that are no ISO 3166-1 country: user-assigned, unions, the UK alias of GB. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN|UK)$/

/** Why `code` (upper case) is not a country the geo database could answer, or undefined. */
export function countryCodeProblem(code: string): string | undefined {
  // Not two letters is the format check's to report.
  if (!/^[A-Z]{2}$/.test(code)) return undefined
  if (regionNames.of(code) !== undefined && !NOT_COUNTRIES.test(code)) return undefined
  return `'${code}' is not an ISO 3166 country code${code === 'UK' ? ' (the United Kingdom is GB)' : ''}`
}
