import { SUB_IDS, type SubIds } from './conversionTypes.ts'

/** A sub-ID value: 1–64 characters a URL carries as they are (RFC 3986 unreserved). */
export const SUB_ID_VALUE = /^[A-Za-z0-9._~-]{1,64}$/

export interface SubIdLogger {
  warn(obj: object, msg?: string): void
}

/** How many distinct (partner, field) problems are logged before the rest go unlogged. */
const MOST_LOGGED = 1_000

/**
 * The sub-IDs a chat request brings, keeping sub1…sub5 with a valid value and dropping the rest: a partner's
 * bad sub-ID must never fail a visitor's chat. Each dropped field is logged once per partner and process.
 */
export function subIdCleaner(logger: SubIdLogger | undefined) {
  const logged = new Set<string>()
  return (partner: string, given: Readonly<Record<string, string>> | undefined): SubIds => {
    const kept: SubIds = {}
    for (const [name, value] of Object.entries(given ?? {})) {
      const known = (SUB_IDS as readonly string[]).includes(name)
      if (known && SUB_ID_VALUE.test(value)) {
        kept[name as keyof SubIds] = value
        continue
      }
      const key = `${partner}\u0000${known ? name : '?'}`
      if (logged.has(key) || logged.size >= MOST_LOGGED) continue
      logged.add(key)
      logger?.warn(
        { partner, field: known ? name : name.slice(0, 16), length: value.length },
        known
          ? 'sub-ID dropped: expected 1-64 characters of A-Z a-z 0-9 . _ ~ -'
          : 'sub-ID dropped: only sub1 to sub5 are kept',
      )
    }
    return kept
  }
}
