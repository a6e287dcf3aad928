import type { FunnelStore } from '../funnel/funnelStore.ts'
import { utcDay } from '../funnel/funnelStore.ts'
import type { PartnerRegistry } from './partnerRegistry.ts'

/**
 * Whether a conversation attributed to `partner` may make one more model call today: partners with a
 * `dailyModelCalls` budget are counted (per UTC day, shared across instances with Redis); others always may.
 */
export function partnerBudget(partners: PartnerRegistry, store: FunnelStore) {
  return async (partner: string): Promise<boolean> => {
    const limit = partners.byId(partner)?.dailyModelCalls
    return limit === undefined || (await store.addPartnerModelCall(utcDay(), partner)) <= limit
  }
}
