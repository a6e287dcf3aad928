import type { Locale } from '../../core/i18n/locales.ts'
import { utcDay } from '../funnel/funnelStore.ts'
import type { Counter } from 'prom-client'
import type { CrisisCountStore } from './crisisCountStore.ts'

export interface CrisisLogger {
  warn(obj: object, msg?: string): void
}

export interface CrisisLog {
  readonly store: CrisisCountStore
  /** Counts one crisis answer for today (UTC) in the store and on /metrics; a store failure is logged, never thrown. */
  record(country: string | undefined, language: Locale): Promise<void>
  /** A problem on the crisis path that must not keep the supportive text from the visitor. */
  problem(error: unknown, what: string): void
}

/** Country and language only: the counts carry no text and no session id (California's report asks for counts). */
export function createCrisisLog(
  store: CrisisCountStore,
  counter: Counter<'language' | 'country'>,
  logger?: CrisisLogger,
): CrisisLog {
  const problem = (error: unknown, what: string) => logger?.warn({ err: error }, what)
  return {
    store,
    problem,
    async record(country, language) {
      const where = country ?? 'unknown'
      counter.inc({ language, country: where })
      await store
        .add(utcDay(), where, language)
        .catch((error: unknown) => problem(error, 'crisis count not stored'))
    },
  }
}
