import type { Store as RateLimitStore } from 'express-rate-limit'
import type { RedisClient } from './redisClient.ts'

/** One message of a conversation as the visitor saw it. */
export interface TranscriptEntry {
  from: 'visitor' | 'persona'
  text: string
  /** When it was sent (visitor) or delivered (persona), epoch ms. */
  at: number
  /** A message that got the crisis answer, or that answer: shown to the visitor, never sent to the model. */
  crisis?: true
}

/**
 * The hard bound on what one conversation keeps, in either store: past it a message is still answered but
 * nothing more is stored, so no sequence of messages (crisis answers spend no free reply) grows a session.
 */
export const TRANSCRIPT_LIMITS = { entries: 60, bytes: 64 * 1024 } as const

/** What a group of entries adds to the byte bound: the UTF-8 size of their texts. */
export function entryBytes(entries: readonly TranscriptEntry[]): number {
  return entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.text), 0)
}

export interface Session {
  /** A secret bearer value (≥ 128 random bits, newSessionId): never logged, never put in a URL. */
  id: string
  personaId: string
  /** Attribution, set once when the conversation starts: a partner id, 'site' or 'direct'. Never changes. */
  partner: string
  /** An independent random id (newClickId) for the sign-up redirect, so the link never reveals the session id. */
  clickId: string
  /** Epoch ms. */
  createdAt: number
  /** Persona replies so far, the greeting included (starts at 1). */
  count: number
  /**
   * The whole conversation, greeting first, kept for the session's lifetime (bounded by TRANSCRIPT_LIMITS).
   * The model input is derived from its latest entries; the system prompt is never stored.
   */
  transcript: TranscriptEntry[]
  /** How the visitor passed the age gate (AGE_GATE), if they had to. */
  age?: AgeCheck
  /** The greeting variant of the partner's experiment this conversation got, if any. Never changes. */
  variant?: string
  /** The conversation got a crisis answer: the model is told to drop flirting for the rest of it. */
  afterCrisis?: true
}

/** A passed age gate: a self-declaration (`confirm`) or a verified token (`token`), and when (epoch ms). */
export interface AgeCheck {
  method: 'confirm' | 'token'
  at: number
}

export type Reservation = { ok: true; token: string } | { ok: false; reason: 'limit' | 'missing' }

/**
 * Sessions, reply counters, the daily model-call counter and rate-limit counters, in one place.
 * Two implementations: in-process (default) and Redis (shared by every instance). Every method may reject
 * when the backing service is unreachable; callers wrap calls in fromStore, which the API turns into a fast
 * 503, never a hang.
 *
 * Other modules that keep shared state of their own (funnel counters, click records) use `redis`, the
 * store's connection (a single node, Sentinel-managed or a Cluster, as configured), under their own keys:
 * start every key with `keyPrefix`, and give every key a multi-key script touches one hash tag (`{…}`) so
 * the script also runs on a Cluster. `redis` is null on the in-process store.
 */
export interface Store {
  readonly kind: 'memory' | 'redis'
  readonly redis: RedisClient | null
  /** The prefix of every key this deployment writes to Redis ('' on the in-process store). */
  readonly keyPrefix: string
  /** Creates a session; it expires after the idle TTL (or, in process, when evicted for space). */
  createSession(session: Session): Promise<void>
  /** The session, with its idle expiry pushed back; null when unknown, expired or evicted. */
  getSession(id: string): Promise<Session | null>
  /**
   * Atomically reserves one persona reply: succeeds only while count + unexpired reservations < limit.
   * A reservation left neither committed nor released lapses after holdMs.
   */
  reserveReply(id: string, limit: number, holdMs: number): Promise<Reservation>
  /**
   * Turns a reservation into a reply: count + 1 and `entries` appended to the transcript while it stays within
   * TRANSCRIPT_LIMITS (past them the reply counts and its text is not kept). Returns the new count.
   * Idempotent per token: committing a token again changes nothing and returns the count its first commit
   * produced, so a caller that lost the answer (a timeout while Redis was stalled) may safely commit again.
   * Rejects when the session no longer exists. A lapsed token still counts (the reply exists), which is why
   * holdMs must outlast the longest model call.
   */
  commitReply(id: string, token: string, entries: TranscriptEntry[]): Promise<number>
  /**
   * Appends entries to the transcript without counting a reply (the crisis answer: kept like any message,
   * spending nothing), all of them or, past TRANSCRIPT_LIMITS, none; resolves whether they were kept. With
   * `afterCrisis` the session is marked so (even when the entries no longer fit). Rejects when the session no
   * longer exists.
   */
  appendTranscript(id: string, entries: TranscriptEntry[], afterCrisis?: boolean): Promise<boolean>
  /** Gives a reservation back (the model call failed): the counter is unchanged. */
  releaseReply(id: string, token: string): Promise<void>
  /** Records a passed age gate in the session; does nothing for an unknown, expired or forgotten one. */
  recordAgeCheck(id: string, check: AgeCheck): Promise<void>
  /**
   * Erases a conversation (POST /api/chat/forget): its transcript, attribution and age check, in every copy and
   * index. Only its reply count stays, and only until the session would have expired, so deleting is no way
   * round the reply cap. Afterwards getSession answers null and reserveReply 'missing'; a reply committed
   * meanwhile still counts but keeps no text. Does nothing for an unknown id, in about the same time.
   */
  forgetSession(id: string): Promise<void>
  /** The reply count a forgotten session keeps; null for any other id (unknown, live or expired). */
  forgottenCount(id: string): Promise<number | null>
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
