import {
  CLICK_TTL_MS,
  FUNNEL_RETENTION_DAYS,
  lastDays,
  type Attribution,
  type FunnelEvent,
  type FunnelStore,
  type FunnelTally,
} from './funnelStore.ts'

/** One day's counts by partner, then persona, then greeting variant ('' for none), then event. */
type DayCounts = Map<string, Map<string, Map<string, Map<FunnelEvent, number>>>>

/** The funnel in this process only: lost on restart, not shared between instances. */
export function createMemoryFunnelStore(now: () => number = Date.now): FunnelStore {
  const days = new Map<string, DayCounts>()
  const clicks = new Map<string, { attribution: Attribution; clicked: boolean; expiresAt: number }>()
  const partnerCalls = new Map<string, number>()
  // Earlier days are dropped once, when a new day's first call comes (the map holds one key per address too).
  let callsDay = ''

  const forget = (): void => {
    const oldest = lastDays(FUNNEL_RETENTION_DAYS, new Date(now()))[0]!
    for (const day of days.keys()) if (day < oldest) days.delete(day)
    const at = now()
    for (const [id, click] of clicks) if (click.expiresAt <= at) clicks.delete(id)
  }

  return {
    async add(event, day, { partner, persona, variant = '' }) {
      let byPartner = days.get(day)
      if (!byPartner) {
        forget()
        days.set(day, (byPartner = new Map()))
      }
      let byPersona = byPartner.get(partner)
      if (!byPersona) byPartner.set(partner, (byPersona = new Map()))
      let byVariant = byPersona.get(persona)
      if (!byVariant) byPersona.set(persona, (byVariant = new Map()))
      let counts = byVariant.get(variant)
      if (!counts) byVariant.set(variant, (counts = new Map()))
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
    async findClick(clickId) {
      const click = clicks.get(clickId)
      return click && click.expiresAt > now() ? { ...click.attribution } : undefined
    },
    async addPartnerModelCall(day, partner) {
      if (day > callsDay) {
        for (const key of partnerCalls.keys()) if (key.slice(0, 10) < day) partnerCalls.delete(key)
        callsDay = day
      }
      const key = `${day}:${partner}`
      const calls = (partnerCalls.get(key) ?? 0) + 1
      partnerCalls.set(key, calls)
      return calls
    },
  }
}
