import { lastDays } from '../funnel/funnelStore.ts'
import { byDayCountryLanguage, CRISIS_RETENTION_DAYS, type CrisisCountStore } from './crisisCountStore.ts'

/** The crisis counts in this process only: lost on restart and not shared between instances. */
export function createMemoryCrisisCountStore(now: () => number = Date.now): CrisisCountStore {
  const days = new Map<string, Map<string, number>>()
  const forget = (): void => {
    const oldest = lastDays(CRISIS_RETENTION_DAYS, new Date(now()))[0]!
    for (const day of days.keys()) if (day < oldest) days.delete(day)
  }
  return {
    async add(day, country, language) {
      if (!days.has(day)) forget()
      const counts = days.get(day) ?? new Map<string, number>()
      days.set(day, counts)
      const key = JSON.stringify([country, language])
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    async read(wanted) {
      return wanted
        .flatMap((day) =>
          [...(days.get(day) ?? [])].map(([key, count]) => {
            const [country, language] = JSON.parse(key) as [string, string]
            return { day, country, language, count }
          }),
        )
        .sort(byDayCountryLanguage)
    },
  }
}
