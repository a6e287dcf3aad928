import {
  entryBytes,
  TRANSCRIPT_LIMITS,
  type AgeCheck,
  type Reservation,
  type Session,
  type Store,
  type TranscriptEntry,
} from './store.ts'

export interface MemoryStoreOptions {
  ttlMs: number
  /** Most sessions held at once; creating one more evicts the least recently used (default: unbounded). */
  maxSessions?: number
  /**
   * Most bytes the held sessions may cost, by `Entry.bytes`' estimate (default: unbounded). Long messages
   * make a conversation cost up to about thirty times a short one, so the count bound alone cannot keep
   * the heap within its limit; past this one the least recently used sessions are evicted too.
   */
  maxBytes?: number
  now?: () => number
  /** How often expired sessions are dropped from memory; defaults to the TTL, kept between 1 s and 1 min. */
  sweepIntervalMs?: number
}

/** The in-process store, plus a view of what it still holds in memory (for memory checks). */
export interface MemoryStore extends Store {
  /** Sessions held in memory, expired ones included until the next sweep. */
  heldSessions(): number
  /** What they cost, by the estimate `maxBytes` bounds. */
  heldBytes(): number
}

/**
 * Sessions and counters in this process only: state is lost on restart and not shared between instances.
 * Sessions sit in one Map kept in order of last use (each use moves a session to the end), so expired ones are
 * always at the front: the sweep stops at the first live one, and the size bound evicts from the front too.
 * An evicted session is simply gone, exactly as if it had expired. A forgotten session leaves that Map for a
 * smaller one that holds only its reply count (and committed tokens) until its expiry, bounded like the first.
 * rateLimitStore returns undefined, so each express-rate-limit limiter uses its own built-in MemoryStore.
 */
export function createMemoryStore(options: MemoryStoreOptions): MemoryStore {
  const { ttlMs } = options
  const maxSessions = options.maxSessions ?? Number.POSITIVE_INFINITY
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY
  const now = options.now ?? Date.now
  const sessions = new Map<string, Entry>()
  const forgotten = new Map<string, Kept>()
  const dailyCalls = new Map<string, number>()
  let tokens = 0
  let bytes = 0

  const drop = (id: string): void => {
    const entry = sessions.get(id)
    if (!entry) return
    sessions.delete(id)
    bytes -= entry.bytes
  }
  const live = (id: string): Entry | undefined => {
    const entry = sessions.get(id)
    if (!entry) return undefined
    drop(id)
    const at = now()
    if (entry.expiresAt <= at) return undefined
    entry.expiresAt = at + ttlMs
    sessions.set(id, entry)
    bytes += entry.bytes
    return entry
  }
  const sweep = (): void => {
    const at = now()
    for (const [id, kept] of forgotten) if (kept.expiresAt <= at) forgotten.delete(id)
    for (const [id, entry] of sessions) {
      if (entry.expiresAt > at) return
      drop(id)
    }
  }
  const keptOf = (id: string): Kept | undefined => {
    const kept = forgotten.get(id)
    if (kept && kept.expiresAt <= now()) forgotten.delete(id)
    return forgotten.get(id)
  }
  /** Evicts from the least recently used end until `room` more sessions and `extra` more bytes fit. */
  const makeRoom = (room: number, extra: number): void => {
    for (const id of sessions.keys()) {
      if (sessions.size + room <= maxSessions && bytes + extra <= maxBytes) return
      drop(id)
    }
  }
  /** Appends the entries if they fit the conversation's bound, else none; answers whether they were kept. */
  const keep = (entry: Entry, entries: readonly TranscriptEntry[]): boolean => {
    if (!entry.fits(entries)) return false
    const before = entry.bytes
    for (const added of entries) entry.append(added)
    bytes += entry.bytes - before
    makeRoom(0, 0)
    return true
  }
  const timer = setInterval(sweep, options.sweepIntervalMs ?? Math.max(1_000, Math.min(ttlMs, 60_000)))
  timer.unref()

  return {
    kind: 'memory',
    redis: null,
    keyPrefix: '',
    async createSession(session) {
      drop(session.id)
      forgotten.delete(session.id)
      sweep()
      const entry = new Entry(session, now() + ttlMs)
      makeRoom(1, entry.bytes)
      sessions.set(session.id, entry)
      bytes += entry.bytes
    },
    async getSession(id) {
      return live(id)?.toSession(id) ?? null
    },
    async reserveReply(id, limit, holdMs): Promise<Reservation> {
      const entry = live(id)
      if (!entry) return { ok: false, reason: 'missing' }
      const at = now()
      const holds = (entry.holds ?? []).filter((hold) => hold.until > at)
      if (entry.count + holds.length >= limit) return { ok: false, reason: 'limit' }
      const token = String((tokens += 1))
      holds.push({ token, until: at + holdMs })
      entry.holds = holds
      return { ok: true, token }
    },
    async commitReply(id, token, entries) {
      const entry = live(id)
      if (!entry) return commitForgotten(keptOf(id), token)
      const done = entry.committed?.find((commit) => commit.token === token)
      if (done) return done.count
      entry.release(token)
      entry.count += 1
      ;(entry.committed ??= []).push({ token, count: entry.count })
      keep(entry, entries)
      return entry.count
    },
    async appendTranscript(id, entries, afterCrisis) {
      const entry = live(id)
      if (!entry) throw new Error('The session expired before its messages were recorded')
      if (afterCrisis) entry.afterCrisis = true
      return keep(entry, entries)
    },
    async releaseReply(id, token) {
      sessions.get(id)?.release(token)
    },
    async recordAgeCheck(id, check) {
      const entry = live(id)
      if (entry) entry.age = { ...check }
    },
    async forgetSession(id) {
      const entry = sessions.get(id)
      drop(id)
      if (!entry || entry.expiresAt <= now()) return
      for (const oldest of forgotten.keys()) {
        if (forgotten.size < maxSessions) break
        forgotten.delete(oldest)
      }
      forgotten.set(id, { count: entry.count, expiresAt: entry.expiresAt, committed: entry.committed })
    },
    async forgottenCount(id) {
      return keptOf(id)?.count ?? null
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
      let expired = 0
      for (const entry of sessions.values()) {
        if (entry.expiresAt > at) break
        expired += 1
      }
      return sessions.size - expired
    },
    heldSessions() {
      return sessions.size
    },
    heldBytes() {
      return bytes
    },
    async close() {
      clearInterval(timer)
      sessions.clear()
      forgotten.clear()
      bytes = 0
      dailyCalls.clear()
    },
  }
}

/** What a forgotten session keeps until it would have expired: no text, no attribution. */
interface Kept {
  count: number
  expiresAt: number
  committed?: { token: string; count: number }[] | undefined
}

/** A reply committed after its session was forgotten counts (the visitor got it) and keeps no text. */
function commitForgotten(kept: Kept | undefined, token: string): number {
  if (!kept) throw new Error('The session expired before its reply was recorded')
  const done = kept.committed?.find((commit) => commit.token === token)
  if (done) return done.count
  kept.count += 1
  ;(kept.committed ??= []).push({ token, count: kept.count })
  return kept.count
}

const ENTRY_BYTES = 512
const MESSAGE_BYTES = 24

/**
 * One session, laid out to cost few bytes: the transcript as parallel arrays (texts, numeric times, and the
 * senders as one string of 'v'/'p') instead of an object per message; reservations and commits only as
 * small arrays, made only when needed. Strings such as the persona id, the partner and the greeting are shared, not copied.
 */
class Entry {
  personaId: string
  partner: string
  clickId: string
  createdAt: number
  count: number
  expiresAt: number
  senders = ''
  texts: string[] = []
  times: number[] = []
  /** Indexes of the crisis entries (see TranscriptEntry.crisis); absent until the first. */
  crisis?: number[]
  /** The UTF-8 size of the texts, for the TRANSCRIPT_LIMITS bound. */
  textBytes = 0
  afterCrisis?: true
  age?: AgeCheck | undefined
  variant?: string | undefined
  /** The estimated heap cost: a fixed part, two bytes a UTF-16 unit, and slots (docs/performance.md#memory). */
  bytes = ENTRY_BYTES
  /** Unexpired reservations; absent until the first one. */
  holds?: { token: string; until: number }[]
  /** Committed tokens and the count each produced, so a repeated commit changes nothing. */
  committed?: { token: string; count: number }[]

  constructor(session: Session, expiresAt: number) {
    this.personaId = session.personaId
    this.partner = session.partner
    this.clickId = session.clickId
    this.createdAt = session.createdAt
    this.count = session.count
    this.expiresAt = expiresAt
    if (session.age) this.age = { ...session.age }
    if (session.variant !== undefined) this.variant = session.variant
    if (session.afterCrisis) this.afterCrisis = true
    for (const entry of session.transcript) this.append(entry)
  }

  fits(entries: readonly TranscriptEntry[]): boolean {
    return (
      this.texts.length + entries.length <= TRANSCRIPT_LIMITS.entries &&
      this.textBytes + entryBytes(entries) <= TRANSCRIPT_LIMITS.bytes
    )
  }

  release(token: string): void {
    const holds = this.holds?.filter((hold) => hold.token !== token)
    this.holds = holds?.length ? holds : undefined
  }

  append({ from, text, at, crisis }: TranscriptEntry): void {
    if (crisis) (this.crisis ??= []).push(this.texts.length)
    this.textBytes += Buffer.byteLength(text)
    this.senders += from === 'visitor' ? 'v' : 'p'
    this.texts.push(text)
    this.times.push(at)
    this.bytes += MESSAGE_BYTES + 2 * text.length
  }

  toSession(id: string): Session {
    const transcript = this.texts.map((text, i): TranscriptEntry => {
      const entry: TranscriptEntry = {
        from: this.senders[i] === 'v' ? 'visitor' : 'persona',
        text,
        at: this.times[i]!,
      }
      if (this.crisis?.includes(i)) entry.crisis = true
      return entry
    })
    const { personaId, partner, clickId, createdAt, count, age } = this
    const session: Session = { id, personaId, partner, clickId, createdAt, count, transcript }
    if (age) session.age = { ...age }
    if (this.afterCrisis) session.afterCrisis = true
    if (this.variant !== undefined) session.variant = this.variant
    return session
  }
}
