import type { RedisClient } from '../store/redisClient.ts'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/** The little a sign-in needs from a store: values that expire. */
export interface KeyValue {
  set(key: string, value: string, ttlMs: number): Promise<void>
  get(key: string): Promise<string | undefined>
  delete(key: string): Promise<void>
}

/** Beside the chat sessions: in their Redis (so every instance shares it) under their key prefix, else in this process. */
export function keyValueBeside(store: Store): KeyValue {
  return store.redis ? redisKeyValue(store.redis, store.keyPrefix) : memoryKeyValue()
}

/** Every call goes through fromStore, so a Redis outage answers 503 like the rest of the server. */
export function redisKeyValue(redis: RedisClient, prefix: string): KeyValue {
  return {
    set: async (key, value, ttlMs) => void (await fromStore(redis.set(prefix + key, value, 'PX', ttlMs))),
    get: async (key) => (await fromStore(redis.get(prefix + key))) ?? undefined,
    delete: async (key) => void (await fromStore(redis.del(prefix + key))),
  }
}

export function memoryKeyValue(now: () => number = Date.now): KeyValue {
  const held = new Map<string, { value: string; expiresAt: number }>()
  return {
    async set(key, value, ttlMs) {
      const at = now()
      for (const [old, entry] of held) if (entry.expiresAt <= at) held.delete(old)
      held.set(key, { value, expiresAt: at + ttlMs })
    },
    async get(key) {
      const entry = held.get(key)
      return entry && entry.expiresAt > now() ? entry.value : undefined
    },
    async delete(key) {
      held.delete(key)
    },
  }
}
