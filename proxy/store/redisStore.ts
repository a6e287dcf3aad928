import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { trackAvailability, type Availability, type StoreLogger } from './availability.ts'
import {
  connectRedis,
  createRedisClient,
  DEFAULT_COMMAND_TIMEOUT_MS,
  type RedisClient,
  type RedisTopology,
} from './redisClient.ts'
import { createRedisRateLimitStore } from './redisRateLimitStore.ts'
import { redisScripts, runScript, type RedisScript } from './redisScripts.ts'
import {
  entryBytes,
  TRANSCRIPT_LIMITS,
  type AgeCheck,
  type Reservation,
  type Session,
  type Store,
  type TranscriptEntry,
} from './store.ts'

export type { StoreLogger } from './availability.ts'

export interface RedisStoreOptions {
  /** Where Redis is; a plain string is a single server's URL. */
  redis: RedisTopology | string
  ttlMs: number
  logger?: StoreLogger
  /** A command not answered within this fails (default 2 s), so a stalled Redis never holds a request long. */
  commandTimeoutMs?: number
  /** Prepended to every key (default `cc:`), so several deployments can share one Redis. */
  keyPrefix?: string
}

/**
 * The store shared by every instance through Redis. Per session, under one hash tag (one Cluster slot): a hash
 * (persona, attribution, counter, committed tokens), the transcript list and a sorted set of reservations
 * (token → deadline); all three expire together after the idle TTL, so conversation text lives no longer than
 * that. A live-session index, sharded over INDEX_SHARDS sorted sets (id → expiry), makes sessionCount cheap
 * without scanning keyspaces; it is updated beside the session scripts, never inside them, when a session is
 * created, and when it is read a quarter TTL or more after the last update (every message reads its session
 * first). Its entries run a quarter TTL past the session's own expiry: it never misses a live session, and
 * counts an expired one for at most that long. Per message that is one Redis call fewer than an update on
 * each read.
 * Commands fail fast while Redis is unreachable and the client keeps reconnecting (see createRedisClient).
 * Start-up needs Redis.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<Store> {
  const { ttlMs } = options
  const topology: RedisTopology =
    typeof options.redis === 'string' ? { mode: 'single', url: options.redis } : options.redis
  const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS
  const prefix = options.keyPrefix ?? 'cc:'
  const client = createRedisClient(topology, { commandTimeoutMs })
  // Until connected, connectRedis reports a failure as the one start-up line; no outage is logged before.
  let closing = true
  const availability = trackAvailability(options.logger, () => closing, { probe: () => client.ping() })
  reportConnectionState(client, availability)
  await connectRedis(client, topology)
  closing = false

  const tracked = async <T>(call: Promise<T>): Promise<T> => {
    try {
      const reply = await call
      availability.answered()
      return reply
    } catch (error) {
      availability.failed(error)
      throw error
    }
  }
  const run = (script: RedisScript, keys: string[], args: (string | number)[]): Promise<unknown> =>
    tracked(runScript(client, script, keys, args))
  const sessionKeys = (id: string): string[] => {
    const tag = `${prefix}{${id}}`
    return [`${tag}s`, `${tag}t`, `${tag}r`]
  }
  const indexShards = Array.from({ length: INDEX_SHARDS }, (_, n) => `${prefix}sessions:{${n}}`)
  const shardOf = (id: string): string =>
    indexShards[(id.charCodeAt(0) + id.charCodeAt(id.length - 1)) % INDEX_SHARDS]!
  const index = (id: string): void => {
    run(redisScripts.indexSession, [shardOf(id)], [id, ttlMs]).catch(() => undefined)
  }
  /** Redis's clock minus ours, from the latest reservation; commits carry deadlines on Redis's clock. */
  let clockOffset = 0

  return {
    kind: 'redis',
    redis: client,
    keyPrefix: prefix,
    async createSession(session) {
      if (!validId(session.id)) throw new Error('A session id must be 1–128 URL-safe characters')
      const { id, personaId, partner, clickId, createdAt, count, transcript, age, variant } = session
      const args = [
        ...[ttlMs, personaId, partner, clickId, createdAt, count],
        ...[age?.method ?? '', age?.at ?? 0, variant ?? ''],
        ...[entryBytes(transcript), session.afterCrisis ? '1' : ''],
        ...transcript.map(encodeEntry),
      ]
      await run(redisScripts.createSession, sessionKeys(id), args)
      index(id)
    },
    async getSession(id) {
      if (!validId(id)) return null
      const args = [ttlMs, TRANSCRIPT_LIMITS.entries]
      const reply = storedSession.parse(await run(redisScripts.getSession, sessionKeys(id), args))
      if (!reply) return null
      const [personaId, partner, clickId, createdAt, count, ageMethod, ageAt, variant, crisis, entries] =
        reply
      if (reply[10] === 1) index(id)
      const transcript = entries.map(decodeEntry)
      const session: Session = { id, personaId, partner, clickId, createdAt, count, transcript }
      if (variant) session.variant = variant
      if (crisis) session.afterCrisis = true
      return ageMethod ? { ...session, age: { method: ageMethod, at: Number(ageAt) } } : session
    },
    async reserveReply(id, limit, holdMs): Promise<Reservation> {
      if (!validId(id)) return { ok: false, reason: 'missing' }
      const token = randomUUID()
      const sent = Date.now()
      const reply = await run(redisScripts.reserveReply, sessionKeys(id), [ttlMs, limit, holdMs, token])
      const [outcome, redisNow] = reserveOutcome.parse(reply)
      clockOffset = redisNow - (sent + Date.now()) / 2
      if (outcome !== 'ok') return { ok: false, reason: outcome }
      return { ok: true, token }
    },
    async commitReply(id, token, entries) {
      // Redis refuses this commit if it runs only after our timeout gave up on it (a stalled server runs what
      // it received once it resumes): a reply then never counts unless its caller learnt that it did.
      const validUntil = Math.floor(Date.now() + clockOffset + commandTimeoutMs - COMMIT_MARGIN_MS)
      const bound = [TRANSCRIPT_LIMITS.entries, TRANSCRIPT_LIMITS.bytes, entryBytes(entries)]
      const args = [ttlMs, token, validUntil, ...bound, ...entries.map(encodeEntry)]
      const count = z.number().parse(await run(redisScripts.commitReply, sessionKeys(id), args))
      if (count === -1) throw new Error('The session expired before its reply was recorded')
      if (count < 0) throw new Error('The reply was not recorded in time')
      return count
    },
    async appendTranscript(id, entries, afterCrisis) {
      const bound = [TRANSCRIPT_LIMITS.entries, TRANSCRIPT_LIMITS.bytes, entryBytes(entries)]
      const args = [ttlMs, ...bound, afterCrisis ? '1' : '', ...entries.map(encodeEntry)]
      const added = z.number().parse(await run(redisScripts.appendEntries, sessionKeys(id), args))
      if (added === -1) throw new Error('The session expired before its messages were recorded')
      return added === 1
    },
    async releaseReply(id, token) {
      await tracked(client.zrem(sessionKeys(id)[2]!, token))
    },
    async recordAgeCheck(id, { method, at }: AgeCheck) {
      if (validId(id)) await run(redisScripts.recordAgeCheck, sessionKeys(id), [ttlMs, method, at])
    },
    async forgetSession(id) {
      if (!validId(id)) return
      await Promise.all([
        run(redisScripts.forgetSession, sessionKeys(id), [ttlMs]),
        tracked(client.zrem(shardOf(id), id)),
      ])
    },
    async forgottenCount(id) {
      if (!validId(id)) return null
      const keys = sessionKeys(id).slice(0, 1)
      return z
        .number()
        .nullable()
        .parse(await run(redisScripts.forgottenCount, keys, [ttlMs]))
    },
    async incrementDailyModelCalls(day) {
      const reply = await run(redisScripts.incrementDaily, [`${prefix}daily:${day}`], [DAY_COUNTER_MS])
      return z.number().parse(reply)
    },
    rateLimitStore(name) {
      return createRedisRateLimitStore(client, `${prefix}rl:${name}`)
    },
    async ping() {
      await tracked(client.ping())
    },
    async sessionCount() {
      const counts = await Promise.all(
        indexShards.map((shard) => run(redisScripts.countSessions, [shard], [])),
      )
      return counts.reduce((sum: number, count) => sum + z.number().parse(count), 0)
    },
    async close() {
      closing = true
      await client.quit().catch(() => client.disconnect())
    },
  }
}

/** Shards of the live-session index, so on a Cluster it is spread over the primaries instead of one hot key. */
const INDEX_SHARDS = 16
/** Two days, so yesterday's counter is still readable around midnight in any time zone. */
const DAY_COUNTER_MS = 48 * 60 * 60 * 1000
/** Slack for the reply's way back and clock-offset error, so a commit Redis accepts is answered in time. */
const COMMIT_MARGIN_MS = 100

const storedEntry = z.tuple([z.enum(['v', 'p']), z.number(), z.string()], z.literal(1))
const storedSession = z
  .tuple([
    z.string(),
    z.string(),
    z.string(),
    z.coerce.number(),
    z.coerce.number().int(),
    z.enum(['confirm', 'token']).nullable(),
    z.string().nullable(),
    z.string().nullable(),
    z.string().nullable(),
    z.array(z.string()),
    z.number(),
  ])
  .nullable()
const reserveOutcome = z.tuple([z.enum(['ok', 'limit', 'missing']), z.number()])

/** Session ids come from clients: only the shape newSessionId produces can name keys. */
function validId(id: string): boolean {
  return /^[\w-]{1,128}$/.test(id)
}

/** [sender, time, text], and a fourth element 1 on a crisis entry. */
function encodeEntry({ from, at, text, crisis }: TranscriptEntry): string {
  return JSON.stringify([from === 'visitor' ? 'v' : 'p', at, text, ...(crisis ? [1] : [])])
}

function decodeEntry(stored: string): TranscriptEntry {
  const [from, at, text, crisis] = storedEntry.parse(JSON.parse(stored))
  const entry: TranscriptEntry = { from: from === 'v' ? 'visitor' : 'persona', text, at }
  if (crisis === 1) entry.crisis = true
  return entry
}

/** Connection loss counts as a failure even before a command notices it; a successful command ends it. */
function reportConnectionState(client: RedisClient, availability: Availability): void {
  client.on('error', (error: unknown) => availability.lost(error))
  client.on('close', () => availability.lost())
}
