import { getOrInsertComputed } from '../maps.ts'
import {
  CLICK_TTL_MS,
  FUNNEL_RETENTION_DAYS,
  lastDays,
  type Attribution,
  type FunnelEvent,
  type FunnelStore,
  type FunnelTally,
} from './funnelStore.ts'

/** One day's counts by partner, persona, greeting variant ('' for none), event: adding one builds no key string. */
type DayCounts = Map<string, Map<string, Map<string, Map<FunnelEvent, number>>>>

/** The funnel in this process only: lost on restart, not shared between instances. */
export function createMemoryFunnelStore(now: () => number = Date.now): FunnelStore {
  const days = new Map<string, DayCounts>()
  const clicks = new Map<string, { attribution: Attribution; clicked: boolean; expiresAt: number }>()
  const partnerCalls = new Map<string, number>()

  const forget = (): void => {
    const oldest = lastDays(FUNNEL_RETENTION_DAYS, new Date(now()))[0]!
    for (const day of days.keys()) if (day < oldest) days.delete(day)
    const at = now()
    for (const [id, click] of clicks) if (click.expiresAt <= at) clicks.delete(id)
  }

  return {
    async add(event, day, { partner, persona, variant = '' }) {
      const byPartner = getOrInsertComputed(days, day, () => {
        forget()
        return new Map()
      })
      const byPersona = getOrInsertComputed(byPartner, partner, () => new Map())
      const byVariant = getOrInsertComputed(byPersona, persona, () => new Map())
      const counts = getOrInsertComputed(byVariant, variant, () => new Map())
      counts.set(event, (counts.get(event) ?? 0) + 1)
    },
    async read(wanted) {
      const tallies: FunnelTally[] = []
      for (const day of wanted)
        for (const [partner, byPersona] of days.get(day) ?? [])
          for (const [persona, byVariant] of byPersona)
            for (const [variant, counts] of byVariant)
              for (const [event, count] of counts)
                tallies.push({ day, partner, persona, ...(variant && { variant }), event, count })
      return tallies
    },
    async saveClick(clickId, attribution) {
      clicks.set(clickId, {
        attribution: { ...attribution },
        clicked: false,
        expiresAt: now() + CLICK_TTL_MS,
      })
    },
    async claimClick(clickId) {
      const click = clicks.get(clickId)
      if (!click || click.expiresAt <= now()) return undefined
      const first = !click.clicked
      click.clicked = true
      return { attribution: { ...click.attribution }, first }
    },
    async addPartnerModelCall(day, partner) {
      for (const key of partnerCalls.keys()) if (key.slice(0, 10) < day) partnerCalls.delete(key)
      const key = `${day}:${partner}`
      const calls = (partnerCalls.get(key) ?? 0) + 1
      partnerCalls.set(key, calls)
      return calls
    },
  }
}
