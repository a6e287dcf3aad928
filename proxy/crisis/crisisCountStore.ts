/** Days of counts kept: the yearly report looks back one calendar year, so two are kept. */
export const CRISIS_RETENTION_DAYS = 731

/** One day's crisis answers for one country and language. No text and no session id, ever. */
export interface CrisisTally {
  day: string
  /** ISO country code of the visitor, or `unknown`. */
  country: string
  language: string
  count: number
}

/**
 * The crisis answers per UTC day, country and language, for California's yearly report (SB 243): in
 * process, or in Redis so that they survive restarts and add up across instances.
 */
export interface CrisisCountStore {
  add(day: string, country: string, language: string): Promise<void>
  /** Every non-zero count of these days (YYYY-MM-DD), by day, then country, then language. */
  read(days: readonly string[]): Promise<CrisisTally[]>
}

/** The order every store answers in (day, country, language; plain code-unit order), so reports are stable. */
export function byDayCountryLanguage(a: CrisisTally, b: CrisisTally): number {
  const key = (tally: CrisisTally) => `${tally.day}\u0000${tally.country}\u0000${tally.language}`
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
}
