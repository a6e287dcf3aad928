import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { z } from 'zod'
import { createRedisRateLimitStore } from './redisRateLimitStore.ts'
import { redisScripts, runScript } from './redisScripts.ts'
import type { ChatTurn, Reservation, Store } from './store.ts'

export interface RedisStoreOptions {
  url: string
  ttlMs: number
  logger?: StoreLogger
  /** A command not answered within this fails (default 500 ms), so a stalled Redis never holds a request. */
  commandTimeoutMs?: number
  /** Prepended to every key (default `cc:`), so several deployments can share one Redis. */
  keyPrefix?: string
}

export interface StoreLogger {
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

/**
 * The store shared by every instance through Redis. Per session: a hash (persona, counter), a list of the
 * latest turns and a sorted set of reservations (token → deadline); all three expire together after the idle
 * TTL, so conversation text lives no longer than that. A sorted set of live session ids (id → expiry) makes
 * sessionCount cheap: it drops expired ids and counts the rest, without scanning the keyspace.
 * Commands fail fast while Redis is unreachable (no offline queue, no retries, a short timeout) and the
 * client keeps reconnecting with a capped backoff, so service resumes on its own. Start-up needs Redis.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<Store> {
  const { ttlMs, logger } = options
  const prefix = options.keyPrefix ?? 'cc:'
  const client = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2_000),
  })
  let closing = false
  reportConnectionState(client, logger, () => closing)
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    throw new Error(`Redis at ${describeUrl(options.url)} is not reachable: ${errorMessage(error)}`, {
      cause: error,
    })
  }

  const index = `${prefix}sessions`
  const keys = (id: string): string[] => [`${prefix}s:${id}`, `${prefix}h:${id}`, `${prefix}r:${id}`, index]

  return {
    kind: 'redis',
    async createSession({ id, personaId, count, history }) {
      const turns = history.map(serialiseTurn)
      await runScript(client, redisScripts.createSession, keys(id), [id, ttlMs, personaId, count, ...turns])
    },
    async getSession(id) {
      const reply = storedSession.parse(
        await runScript(client, redisScripts.getSession, keys(id), [id, ttlMs]),
      )
      if (!reply) return null
      const [personaId, count, turns] = reply
      return { id, personaId, count, history: turns.map((turn) => storedTurn.parse(JSON.parse(turn))) }
    },
    async reserveReply(id, limit, holdMs): Promise<Reservation> {
      const token = randomUUID()
      const args = [id, ttlMs, limit, holdMs, token]
      const outcome = reserveOutcome.parse(await runScript(client, redisScripts.reserveReply, keys(id), args))
      return outcome === 'ok' ? { ok: true, token } : { ok: false, reason: outcome }
    },
    async commitReply(id, token, turns: ChatTurn[], window) {
      const args = [id, ttlMs, token, window, ...turns.map(serialiseTurn)]
      const count = z.number().parse(await runScript(client, redisScripts.commitReply, keys(id), args))
      if (count < 0) throw new Error('The session expired before its reply was recorded')
      return count
    },
    async releaseReply(id, token) {
      await client.zrem(`${prefix}r:${id}`, token)
    },
    async incrementDailyModelCalls(day) {
      const reply = await runScript(
        client,
        redisScripts.incrementDaily,
        [`${prefix}daily:${day}`],
        [DAY_COUNTER_MS],
      )
      return z.number().parse(reply)
    },
    rateLimitStore(name) {
      return createRedisRateLimitStore(client, `${prefix}rl:${name}`)
    },
    async ping() {
      await client.ping()
    },
    async sessionCount() {
      return z.number().parse(await runScript(client, redisScripts.countSessions, [index], []))
    },
    async close() {
      closing = true
      await client.quit().catch(() => client.disconnect())
    },
  }
}

/** Two days, so yesterday's counter is still readable around midnight in any time zone. */
const DAY_COUNTER_MS = 48 * 60 * 60 * 1000

const storedTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string() })
const storedSession = z.tuple([z.string(), z.coerce.number().int(), z.array(z.string())]).nullable()
const reserveOutcome = z.enum(['ok', 'limit', 'missing'])

/** Role and content only, whatever else the caller's object carries. */
function serialiseTurn({ role, content }: ChatTurn): string {
  return JSON.stringify({ role, content })
}

/** Logs once when Redis becomes unreachable and once when it is back, not on every reconnect attempt. */
function reportConnectionState(client: Redis, logger: StoreLogger | undefined, closing: () => boolean): void {
  let down = false
  const lost = (error?: unknown): void => {
    if (down || closing()) return
    down = true
    logger?.error(
      { err: error === undefined ? undefined : errorMessage(error) },
      'Redis unavailable; retrying',
    )
  }
  client.on('error', lost)
  client.on('close', () => lost())
  client.on('ready', () => {
    if (!down) return
    down = false
    logger?.warn({}, 'Redis available again')
  })
}

/** Host and port only: a URL may carry a password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return 'the configured URL'
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
