import { createHash, randomBytes } from 'node:crypto'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000

/** Signed-in operators, kept beside the sessions (in process, or in Redis for every instance). */
export interface AdminSessions {
  /** A new session id (256 random bits) for the cookie, valid for 12 hours. */
  open(): Promise<string>
  isOpen(id: string): Promise<boolean>
  /** Signs out: the id stops working everywhere, copies of the cookie included. */
  close(id: string): Promise<void>
}

/**
 * Kept under a hash of the id and ADMIN_TOKEN: what the store holds cannot be replayed as a cookie, and
 * changing the token signs everyone out.
 */
export function adminSessions(store: Store, token: string): AdminSessions {
  const keyOf = (id: string) =>
    `${store.keyPrefix}admin-session:${createHash('sha256').update(`${token}\0${id}`).digest('base64url')}`
  const redis = store.redis
  const local = new Map<string, number>()
  const newId = () => randomBytes(32).toString('base64url')
  if (redis) {
    return {
      async open() {
        const id = newId()
        await fromStore(redis.set(keyOf(id), '1', 'PX', ADMIN_SESSION_MS))
        return id
      },
      isOpen: async (id) => (await fromStore(redis.exists(keyOf(id)))) === 1,
      close: async (id) => void (await fromStore(redis.del(keyOf(id)))),
    }
  }
  return {
    async open() {
      const now = Date.now()
      for (const [key, expires] of local) if (expires <= now) local.delete(key)
      const id = newId()
      local.set(keyOf(id), now + ADMIN_SESSION_MS)
      return id
    },
    isOpen: async (id) => (local.get(keyOf(id)) ?? 0) > Date.now(),
    close: async (id) => void local.delete(keyOf(id)),
  }
}
