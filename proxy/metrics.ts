import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export type ChatOutcome =
  'reply' | 'refused' | 'moderated' | 'crisis' | 'failed' | 'empty' | 'limit' | 'daily_limit' | 'error'
export type Metrics = ReturnType<typeof createMetrics>

/** One registry per app, so several apps (tests, several stores) never share or clash over metrics. */
export function createMetrics(sessionCount: () => Promise<number>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    chatOutcomes: new Counter({
      name: 'chat_outcomes_total',
      help: 'Chat answers by outcome.',
      labelNames: ['outcome'] as const,
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
    crisisReferrals: new Counter({
      name: 'crisis_referrals_total',
      help: 'Crisis answers (the supportive text with a crisis line), by visitor language and country.',
      labelNames: ['language', 'country'] as const,
      registers: [registry],
    }),
    untrustedForwarded: new Counter({
      name: 'untrusted_forwarded_requests_total',
      help: 'Requests from loopback carrying X-Forwarded-For while TRUST_PROXY is unset (a proxy in front is not trusted).',
      registers: [registry],
    }),
    conversionPostbacks: new Counter({
      name: 'conversion_postbacks_total',
      help: 'Conversion postbacks from networks, by outcome (created, changed, unchanged, or why it was refused).',
      labelNames: ['outcome'] as const,
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
