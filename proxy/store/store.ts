import type { Store as RateLimitStore } from 'express-rate-limit'

/** One message of a conversation as the model sees it. The system prompt is never stored: it is built per call. */
export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface Session {
  id: string
  personaId: string
  /** Persona replies so far, the greeting included (starts at 1). */
  count: number
  /** The latest turns, oldest first, at most the history window. */
  history: ChatTurn[]
}

export type Reservation = { ok: true; token: string } | { ok: false; reason: 'limit' | 'missing' }

/**
 * Sessions, reply counters, the daily model-call counter and rate-limit counters, in one place.
 * Two implementations: in-process (default) and Redis (shared by every instance). Every method may reject
 * when the backing service is unreachable; callers turn that into a fast 503, never a hang.
 */
export interface Store {
  readonly kind: 'memory' | 'redis'
  /** Creates a session with the given id, counter and greeting; sessions expire after the idle TTL. */
  createSession(session: Session): Promise<void>
  /** The session, with its idle expiry pushed back; null when unknown or expired. */
  getSession(id: string): Promise<Session | null>
  /**
   * Atomically reserves one persona reply: succeeds only while count + unexpired reservations < limit.
   * A reservation left neither committed nor released lapses after holdMs.
   */
  reserveReply(id: string, limit: number, holdMs: number): Promise<Reservation>
  /**
   * Turns a reservation into a reply: count + 1, turns appended, history trimmed to `window`. Returns the new count.
   * Rejects when the session no longer exists. A lapsed token still counts (the reply exists), which is why
   * holdMs must outlast the longest model call.
   */
  commitReply(id: string, token: string, turns: ChatTurn[], window: number): Promise<number>
  /** Gives a reservation back (the model call failed): the counter is unchanged. */
  releaseReply(id: string, token: string): Promise<void>
  /** Adds one to the deployment-wide model-call counter of `day` (YYYY-MM-DD) and returns the new value. */
  incrementDailyModelCalls(day: string): Promise<number>
  /** A store for express-rate-limit sharing this backend, under its own key prefix. */
  rateLimitStore(prefix: string): RateLimitStore | undefined
  /** Resolves when the backend answers; rejects quickly otherwise. */
  ping(): Promise<void>
  /** Number of live sessions (for metrics and memory checks). */
  sessionCount(): Promise<number>
  close(): Promise<void>
}
