import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/**
 * The postback URL a partner set in the portal, which wins over its registry entry's `postbackUrl`; kept
 * beside the sessions (Redis or in process) with no expiry.
 */
export interface OwnPostbackUrls {
  get(partner: string): Promise<string | undefined>
  /** undefined clears it: the registry's URL applies again. */
  set(partner: string, url: string | undefined): Promise<void>
}

export function ownPostbackUrlsBeside(store: Store): OwnPostbackUrls {
  const redis = store.redis
  if (!redis) {
    const urls = new Map<string, string>()
    return {
      get: async (partner) => urls.get(partner),
      set: async (partner, url) => void (url === undefined ? urls.delete(partner) : urls.set(partner, url)),
    }
  }
  const key = (partner: string) => `${store.keyPrefix}postbacks:url:${partner}`
  return {
    get: async (partner) => (await fromStore(redis.get(key(partner)))) ?? undefined,
    async set(partner, url) {
      if (url === undefined) await fromStore(redis.del(key(partner)))
      else await fromStore(redis.set(key(partner), url))
    },
  }
}
