import { Counter, type Registry } from 'prom-client'
import { utcDay, type Attribution, type FunnelEvent, type FunnelStore } from './funnelStore.ts'

export interface FunnelLogger {
  warn(obj: object, msg?: string): void
}

export interface Funnel {
  readonly store: FunnelStore
  /** Counts one event for today (UTC) in the store and on /metrics; a store failure is logged, never thrown. */
  record(event: FunnelEvent, attribution: Attribution): Promise<void>
  /** A conversation used its last free reply: counts it and makes its sign-up link credit its partner. */
  reachedOffer(clickId: string, attribution: Attribution): Promise<void>
}

/**
 * The funnel's counts: the store keeps them per day for the dashboard, the Prometheus counter per process.
 * Labels are bounded: partners are registry ids, `site` or `direct`; personas are the built-in ids; variants
 * are the registry's greeting ids (2–4 per partner) or `none`.
 */
export function createFunnel(store: FunnelStore, registry: Registry, logger?: FunnelLogger): Funnel {
  const events = new Counter({
    name: 'funnel_events_total',
    help: 'Funnel events (conversations, replies, offers, clicks, refusals, failures, crises) by partner, persona and greeting variant.',
    labelNames: ['event', 'partner', 'persona', 'variant'] as const,
    registers: [registry],
  })
  const record = (event: FunnelEvent, attribution: Attribution): Promise<void> => {
    events.inc({
      event,
      partner: attribution.partner,
      persona: attribution.persona,
      variant: attribution.variant ?? 'none',
    })
    return store.add(event, utcDay(), attribution).catch((error: unknown) => {
      logger?.warn({ err: error, event }, 'funnel count not stored')
    })
  }
  return {
    store,
    record,
    async reachedOffer(clickId, attribution) {
      await Promise.all([
        record('offers', attribution),
        store.saveClick(clickId, attribution).catch((error: unknown) => {
          logger?.warn({ err: error }, 'sign-up link not stored')
        }),
      ])
    },
  }
}
