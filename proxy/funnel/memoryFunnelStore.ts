import {
  CLICK_TTL_MS,
  FUNNEL_RETENTION_DAYS,
  lastDays,
  type Attribution,
  type FunnelEvent,
  type FunnelStore,
  type FunnelTally,
} from './funnelStore.ts'

/** Between the parts of a count's key: partner and persona ids are printable, so it never occurs in them. */
const SEPARATOR = '\u0000'

/** The funnel in this process only: lost on restart, not shared between instances. */
export function createMemoryFunnelStore(now: () => number = Date.now): FunnelStore {
  const days = new Map<string, Map<string, number>>()
  const clicks = new Map<string, { attribution: Attribution; clicked: boolean; expiresAt: number }>()
  const partnerCalls = new Map<string, number>()

  const forget = (): void => {
    const oldest = lastDays(FUNNEL_RETENTION_DAYS, new Date(now()))[0]!
    for (const day of days.keys()) if (day < oldest) days.delete(day)
    const at = now()
    for (const [id, click] of clicks) if (click.expiresAt <= at) clicks.delete(id)
  }

  return {
    async add(event, day, { partner, persona }) {
      if (!days.has(day)) forget()
      const counts = days.get(day) ?? new Map<string, number>()
      days.set(day, counts)
      const field = `${partner}${SEPARATOR}${persona}${SEPARATOR}${event}`
      counts.set(field, (counts.get(field) ?? 0) + 1)
    },
    async read(wanted) {
      return wanted.flatMap((day) =>
        [...(days.get(day) ?? [])].map(([field, count]): FunnelTally => {
          const [partner, persona, event] = field.split(SEPARATOR) as [string, string, FunnelEvent]
          return { day, partner, persona, event, count }
        }),
      )
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
