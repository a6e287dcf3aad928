import type { Cluster, Redis } from 'ioredis'
import { z } from 'zod'
import { byDayCountryLanguage, CRISIS_RETENTION_DAYS, type CrisisCountStore } from './crisisCountStore.ts'

const DAY_MS = 86_400_000
const field = z.tuple([z.string(), z.string()])

/**
 * The crisis counts in Redis, shared by every instance and kept across restarts: one hash per day (field =
 * country and language), expiring after the retention period. Single-key commands, so it works on Cluster.
 */
export function createRedisCrisisCountStore(client: Redis | Cluster, prefix = 'cc:'): CrisisCountStore {
  const dayKey = (day: string) => `${prefix}crisis:${day}`
  return {
    async add(day, country, language) {
      await client
        .multi()
        .hincrby(dayKey(day), JSON.stringify([country, language]), 1)
        .pexpire(dayKey(day), (CRISIS_RETENTION_DAYS + 1) * DAY_MS)
        .exec()
    },
    async read(days) {
      const hashes = await Promise.all(days.map((day) => client.hgetall(dayKey(day))))
      return hashes
        .flatMap((hash, index) =>
          Object.entries(hash).flatMap(([key, value]) => {
            const parsed = field.safeParse(JSON.parse(key))
            if (!parsed.success) return []
            const [country, language] = parsed.data
            return [{ day: days[index]!, country, language, count: Number(value) }]
          }),
        )
        .sort(byDayCountryLanguage)
    },
  }
}
