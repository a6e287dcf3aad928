import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/** One delivery attempt, as the partner's portal lists it. */
export interface DeliveryEntry {
  /** When the attempt ended, ms since the epoch. */
  at: number
  eventId: string
  /** A test postback sent from the portal. */
  test: boolean
  /** The conversion status the postback carried ('test' for a test). */
  status: string
  /** The URL sent, secret-looking query values masked. */
  url: string
  delivered: boolean
  /** The receiver's HTTP status, when it answered. */
  code?: number
  /** Why it failed without an answer (timeout, refused address, connection error). */
  error?: string
  /** 1 for the first try. */
  attempt: number
  /** When the next try is due, if one is. */
  nextTryAt?: number
}

/** The most recent entries kept per partner. */
export const DELIVERY_LOG_LENGTH = 200

/** Each partner's recent delivery attempts, newest first, bounded: beside the sessions (Redis or in process). */
export interface DeliveryLog {
  add(partner: string, entry: DeliveryEntry): Promise<void>
  recent(partner: string): Promise<DeliveryEntry[]>
}

export function deliveryLogBeside(store: Store): DeliveryLog {
  const redis = store.redis
  if (!redis) return memoryDeliveryLog()
  const key = (partner: string) => `${store.keyPrefix}postbacks:log:${partner}`
  return {
    async add(partner, entry) {
      await fromStore(
        redis
          .multi()
          .lpush(key(partner), JSON.stringify(entry))
          .ltrim(key(partner), 0, DELIVERY_LOG_LENGTH - 1)
          .exec(),
      )
    },
    async recent(partner) {
      const items = await fromStore(redis.lrange(key(partner), 0, DELIVERY_LOG_LENGTH - 1))
      return items.map((item) => JSON.parse(item) as DeliveryEntry)
    },
  }
}

export function memoryDeliveryLog(): DeliveryLog {
  const logs = new Map<string, DeliveryEntry[]>()
  return {
    async add(partner, entry) {
      const entries = [entry, ...(logs.get(partner) ?? [])]
      logs.set(partner, entries.slice(0, DELIVERY_LOG_LENGTH))
    },
    async recent(partner) {
      return [...(logs.get(partner) ?? [])]
    },
  }
}
