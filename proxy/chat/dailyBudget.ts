import { createHash } from 'node:crypto'
import { ipKeyGenerator } from 'express-rate-limit'
import { Counter, type Registry } from 'prom-client'
import type { Config } from '../config.ts'
import { utcDay, type FunnelStore } from '../funnel/funnelStore.ts'
import type { Logger } from '../logger.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/** However small a partner's budget, one address may always make this many calls of it a day. */
const MIN_CALLS_PER_ADDRESS = 20

export interface DailyBudgetDeps {
  store: Store
  funnelStore: FunnelStore
  partners: PartnerRegistry
  logger: Pick<Logger, 'warn' | 'info'>
  registry: Registry
}

/**
 * Whether one more model call fits today's budgets: the client address's share of its partner's budget
 * (so that one client cannot spend a partner's day), the partner's `dailyModelCalls`, then
 * DAILY_MODEL_CALL_LIMIT. Each call that passes is counted. A budget that runs out is logged once, naming
 * it, and again when the next UTC day renews it.
 */
export function dailyBudget(config: Config, deps: DailyBudgetDeps) {
  const { store, funnelStore, partners, logger } = deps
  const addressRefusals = new Counter({
    name: 'partner_budget_address_refusals_total',
    help: "Model calls refused because one client address used up its share of a partner's daily budget",
    labelNames: ['partner'],
    registers: [deps.registry],
  })
  const spent = new Map<string, string>()
  const exhausted = (budget: string, limit: number, day: string): false => {
    if (!spent.has(budget)) {
      logger.warn(
        { budget, limit, day },
        'daily model budget spent: 503 daily_limit_reached until midnight UTC',
      )
      spent.set(budget, day)
    }
    return false
  }

  return async (partner: string, address: string): Promise<boolean> => {
    const day = utcDay()
    for (const [budget, spentOn] of spent) {
      if (spentOn === day) continue
      logger.info({ budget, day }, 'daily model budget renewed: a new UTC day began')
      spent.delete(budget)
    }
    const partnerLimit = partners.byId(partner)?.dailyModelCalls
    if (partnerLimit !== undefined) {
      const share = Math.max(
        MIN_CALLS_PER_ADDRESS,
        Math.ceil((partnerLimit * config.partnerBudgetSharePerAddress) / 100),
      )
      const own = await fromStore(funnelStore.addPartnerModelCall(day, `${partner}/${addressKey(address)}`))
      if (own > share) {
        addressRefusals.inc({ partner })
        return false
      }
      const calls = await fromStore(funnelStore.addPartnerModelCall(day, partner))
      if (calls > partnerLimit) return exhausted(`partner '${partner}' dailyModelCalls`, partnerLimit, day)
    }
    const limit = config.dailyModelCallLimit
    if (limit !== 0 && (await fromStore(store.incrementDailyModelCalls(day))) > limit)
      return exhausted('DAILY_MODEL_CALL_LIMIT', limit, day)
    return true
  }
}

/** Counters are kept per address (an IPv6 one by its /56, as the rate limits count) without holding it. */
function addressKey(address: string): string {
  return createHash('sha256').update(ipKeyGenerator(address, 56)).digest('base64url').slice(0, 16)
}
