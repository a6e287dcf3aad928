import { createHash } from 'node:crypto'
import type { RedisClient } from '../store/redisClient.ts'
import { newSessionId } from '../store/ids.ts'

/** A portal sign-in lasts at most this long, whatever the partner does. */
export const PORTAL_SESSION_MS = 12 * 60 * 60 * 1000

/** Who a portal session belongs to, and the key hash it signed in with (a new key ends old sessions). */
export interface PortalSession {
  partner: string
  keySha256: string
}

/**
 * Server-side portal sessions: the cookie holds only a random id, so signing out (delete) ends that session
 * everywhere, even for a copied cookie. Stored under the id's SHA-256, so the store never holds a usable cookie.
 */
export interface PortalSessions {
  create(session: PortalSession): Promise<string>
  get(id: string): Promise<PortalSession | undefined>
  delete(id: string): Promise<void>
}

export function createPortalSessions(redis: RedisClient | null, prefix = ''): PortalSessions {
  return redis ? redisPortalSessions(redis, prefix) : memoryPortalSessions()
}

export function memoryPortalSessions(now: () => number = Date.now): PortalSessions {
  const sessions = new Map<string, PortalSession & { expiresAt: number }>()
  return {
    async create(session) {
      const at = now()
      for (const [key, held] of sessions) if (held.expiresAt <= at) sessions.delete(key)
      const id = newSessionId()
      sessions.set(digest(id), { ...session, expiresAt: at + PORTAL_SESSION_MS })
      return id
    },
    async get(id) {
      const held = sessions.get(digest(id))
      if (!held || held.expiresAt <= now()) return undefined
      return { partner: held.partner, keySha256: held.keySha256 }
    },
    async delete(id) {
      sessions.delete(digest(id))
    },
  }
}

export function redisPortalSessions(redis: RedisClient, prefix: string): PortalSessions {
  const key = (id: string) => `${prefix}portal:${digest(id)}`
  return {
    async create(session) {
      const id = newSessionId()
      await redis.set(key(id), JSON.stringify([session.partner, session.keySha256]), 'PX', PORTAL_SESSION_MS)
      return id
    },
    async get(id) {
      const stored = await redis.get(key(id))
      if (stored === null) return undefined
      const [partner, keySha256] = JSON.parse(stored) as [string, string]
      return { partner, keySha256 }
    },
    async delete(id) {
      await redis.del(key(id))
    },
  }
}

function digest(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}
