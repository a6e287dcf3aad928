import { randomUUID } from 'node:crypto'
import type { ChatTurn, Reservation, Store } from './store.ts'

export interface MemoryStoreOptions {
  ttlMs: number
  now?: () => number
  /** How often expired sessions are dropped from memory; defaults to the TTL, kept between 1 s and 1 min. */
  sweepIntervalMs?: number
}

/** The in-process store, plus a view of what it still holds in memory (for memory checks). */
export interface MemoryStore extends Store {
  /** Sessions held in memory, expired ones included until the next sweep. */
  heldSessions(): number
}

/**
 * Sessions and counters in this process only: state is lost on restart and not shared between instances.
 * rateLimitStore returns undefined, so each express-rate-limit limiter uses its own built-in MemoryStore.
 */
export function createMemoryStore(options: MemoryStoreOptions): MemoryStore {
  const { ttlMs } = options
  const now = options.now ?? Date.now
  const sessions = new Map<string, Entry>()
  const dailyCalls = new Map<string, number>()

  const live = (id: string): Entry | undefined => {
    const entry = sessions.get(id)
    if (!entry) return undefined
    const at = now()
    if (entry.expiresAt <= at) {
      sessions.delete(id)
      return undefined
    }
    entry.expiresAt = at + ttlMs
    return entry
  }

  const sweep = (): void => {
    const at = now()
    for (const [id, entry] of sessions) if (entry.expiresAt <= at) sessions.delete(id)
  }
  const timer = setInterval(sweep, options.sweepIntervalMs ?? Math.max(1_000, Math.min(ttlMs, 60_000)))
  timer.unref()

  return {
    kind: 'memory',
    async createSession(session) {
      sessions.set(session.id, {
        personaId: session.personaId,
        count: session.count,
        history: copyTurns(session.history),
        reservations: new Map(),
        expiresAt: now() + ttlMs,
      })
    },
    async getSession(id) {
      const entry = live(id)
      return entry
        ? { id, personaId: entry.personaId, count: entry.count, history: copyTurns(entry.history) }
        : null
    },
    async reserveReply(id, limit, holdMs): Promise<Reservation> {
      const entry = live(id)
      if (!entry) return { ok: false, reason: 'missing' }
      const at = now()
      for (const [token, deadline] of entry.reservations) if (deadline <= at) entry.reservations.delete(token)
      if (entry.count + entry.reservations.size >= limit) return { ok: false, reason: 'limit' }
      const token = randomUUID()
      entry.reservations.set(token, at + holdMs)
      return { ok: true, token }
    },
    async commitReply(id, token, turns, window) {
      const entry = live(id)
      if (!entry) throw new Error('The session expired before its reply was recorded')
      entry.reservations.delete(token)
      entry.count += 1
      entry.history = trimHistory([...entry.history, ...copyTurns(turns)], window)
      return entry.count
    },
    async releaseReply(id, token) {
      sessions.get(id)?.reservations.delete(token)
    },
    async incrementDailyModelCalls(day) {
      for (const known of dailyCalls.keys()) if (known < day) dailyCalls.delete(known)
      const calls = (dailyCalls.get(day) ?? 0) + 1
      dailyCalls.set(day, calls)
      return calls
    },
    rateLimitStore() {
      return undefined
    },
    async ping() {},
    async sessionCount() {
      const at = now()
      let count = 0
      for (const entry of sessions.values()) if (entry.expiresAt > at) count += 1
      return count
    },
    heldSessions() {
      return sessions.size
    },
    async close() {
      clearInterval(timer)
      sessions.clear()
      dailyCalls.clear()
    },
  }
}

interface Entry {
  personaId: string
  count: number
  history: ChatTurn[]
  /** Reservation token → deadline (ms). */
  reservations: Map<string, number>
  expiresAt: number
}

/** The latest `window` turns, oldest first. */
function trimHistory(history: ChatTurn[], window: number): ChatTurn[] {
  return window > 0 ? history.slice(-window) : []
}

/** Copies in and out, so a caller changing its objects never changes what is stored. */
function copyTurns(turns: ChatTurn[]): ChatTurn[] {
  return turns.map(({ role, content }) => ({ role, content }))
}
