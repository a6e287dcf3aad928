import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { getOrInsertComputed } from './maps.ts'

/** A counter of the chat path: `inc` costs a few map look-ups; prom-client sees the totals when /metrics is read. */
export interface TallyCounter<L extends string> {
  inc(labels: Readonly<Record<L, string>>): void
}

/**
 * A prom-client Counter whose increments are tallied in plain numbers, per combination of label values, and
 * handed to prom-client only when the registry is read: prom-client's own `inc` builds a hash of the labels
 * and validates them on every call, which the chat path would pay several times per message. Exposed the
 * same way as any Counter (same name, help, labels and totals).
 */
export function tallyCounter<L extends string>(config: {
  name: string
  help: string
  labelNames: readonly [L, ...L[]]
  registers: Registry[]
}): TallyCounter<L> {
  const names = config.labelNames
  type Tally = { labels: Record<L, string>; value: number }
  type Level = Map<string, Level | Tally>
  const root: Level = new Map()
  const tallies: Tally[] = []
  new Counter({
    ...config,
    collect() {
      this.reset()
      for (const tally of tallies) this.inc(tally.labels, tally.value)
    },
  })
  return {
    inc(labels) {
      let level = root
      for (let i = 0; i < names.length - 1; i += 1)
        level = getOrInsertComputed(level, labels[names[i]!], () => new Map()) as Level
      const tally = getOrInsertComputed(level, labels[names[names.length - 1]!], () => {
        const added: Tally = { labels: { ...labels }, value: 0 }
        tallies.push(added)
        return added
      }) as Tally
      tally.value += 1
    },
  }
}

export type ChatOutcome =
  'reply' | 'refused' | 'moderated' | 'crisis' | 'failed' | 'empty' | 'limit' | 'daily_limit' | 'error'
export type Metrics = ReturnType<typeof createMetrics>

/** One registry per app, so several apps (tests, several stores) never share or clash over metrics. */
export function createMetrics(sessionCount: () => Promise<number>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    chatOutcomes: tallyCounter<'outcome'>({
      name: 'chat_outcomes_total',
      help: 'Chat answers by outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    modelLatency: new Histogram({
      name: 'model_call_duration_seconds',
      help: 'Model call duration, by result.',
      labelNames: ['result'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
      registers: [registry],
    }),
    storeUnavailable: new Counter({
      name: 'store_unavailable_total',
      help: 'Requests answered 503 because the session store (Redis) did not answer; the outage itself is logged once.',
      registers: [registry],
    }),
    geoRefusals: new Counter({
      name: 'geo_refusals_total',
      help: 'Chat messages refused because the visitor country is unknown or not allowed.',
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'rate_limited_requests_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'] as const,
      registers: [registry],
    }),
    moderationChecks: new Counter({
      name: 'moderation_checks_total',
      help: 'Visitor messages checked by the moderation guard, by verdict (unavailable: failed open).',
      labelNames: ['verdict'] as const,
      registers: [registry],
    }),
    crisisReferrals: tallyCounter<'language' | 'country'>({
      name: 'crisis_referrals_total',
      help: 'Crisis answers (the supportive text with a crisis line), by visitor language and country.',
      labelNames: ['language', 'country'],
      registers: [registry],
    }),
    untrustedForwarded: new Counter({
      name: 'untrusted_forwarded_requests_total',
      help: 'Requests from loopback carrying X-Forwarded-For while TRUST_PROXY is unset (a proxy in front is not trusted).',
      registers: [registry],
    }),
    sessions: new Gauge({
      name: 'chat_sessions',
      help: 'Live chat sessions in the store.',
      registers: [registry],
      async collect() {
        this.set(await sessionCount().catch(() => Number.NaN))
      },
    }),
  }
}
