import { createHash } from 'node:crypto'
import type { RedisClient } from './redisClient.ts'

/**
 * The store's Lua scripts. Each runs atomically in Redis, so check-and-increment holds across every instance.
 * Session scripts take only the keys of one session, KEYS = [session hash, transcript list, reservations
 * zset], which share one hash tag and so one Cluster slot; ARGV = [ttlMs, ...]. Nothing global (the
 * live-session index, daily counters, rate limits) is touched by a session script: those are other slots.
 * Deadlines use Redis's clock, so instances with skewed clocks agree.
 */
export const redisScripts = {
  /**
   * ARGV = [ttlMs, personaId, partner, clickId, createdAt, count, age method or '', age time, variant or '',
   * the entries' text bytes, '1' after a crisis or '', ...entries].
   */
  createSession: script(`
    redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
    redis.call('HSET', KEYS[1], 'personaId', ARGV[2], 'partner', ARGV[3], 'clickId', ARGV[4],
      'createdAt', ARGV[5], 'count', ARGV[6], 'indexedAt', now_ms())
    if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'ageMethod', ARGV[7], 'ageAt', ARGV[8]) end
    if ARGV[9] ~= '' then redis.call('HSET', KEYS[1], 'variant', ARGV[9]) end
    redis.call('HSET', KEYS[1], 'bytes', ARGV[10])
    if ARGV[11] ~= '' then redis.call('HSET', KEYS[1], 'crisis', '1') end
    for i = 12, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
    touch()
    return 1`),
  /**
   * Answers the session's fields, its transcript and whether the live-session index wants its entry renewed
   * (1 once a quarter of the TTL has passed since the last renewal, which this then records; else 0). A
   * forgotten session has no personaId, so it reads as missing (and its expiry is not pushed back).
   * ARGV = [ttlMs, most entries]: only the list's last entries are read, whatever its length.
   */
  getSession: script(`
    local fields = redis.call('HMGET', KEYS[1], 'personaId', 'partner', 'clickId', 'createdAt', 'count',
      'ageMethod', 'ageAt', 'variant', 'crisis')
    if not fields[1] then return false end
    touch()
    fields[10] = redis.call('LRANGE', KEYS[2], -tonumber(ARGV[2]), -1)
    local now = now_ms()
    fields[11] = 0
    if now - tonumber(redis.call('HGET', KEYS[1], 'indexedAt') or 0) > tonumber(ARGV[1]) / 4 then
      redis.call('HSET', KEYS[1], 'indexedAt', now)
      fields[11] = 1
    end
    return fields`),
  /** ARGV = [ttlMs, limit, holdMs, token]; answers [outcome, Redis's clock in ms]. */
  reserveReply: script(`
    local now = now_ms()
    if redis.call('HEXISTS', KEYS[1], 'personaId') == 0 then return { 'missing', now } end
    redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
    local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
    local result = 'limit'
    if count + redis.call('ZCARD', KEYS[3]) < tonumber(ARGV[2]) then
      redis.call('ZADD', KEYS[3], now + tonumber(ARGV[3]), ARGV[4])
      result = 'ok'
    end
    touch()
    return { result, now }`),
  /**
   * ARGV = [ttlMs, token, valid until (Redis clock, ms), most entries, most bytes, the entries' text bytes,
   * ...entries]. A token already committed answers the count it produced and changes nothing; a commit that
   * arrives after the instance stopped waiting for it is refused (-2); -1 when the session is gone. On a
   * forgotten session, or past the transcript's bound, the reply counts and no text is kept.
   */
  commitReply: script(`
    if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
    local kept = redis.call('HEXISTS', KEYS[1], 'forgotten') == 1
    local done = redis.call('HGET', KEYS[1], 'c:' .. ARGV[2])
    if done then
      if not kept then touch() end
      return tonumber(done)
    end
    if now_ms() > tonumber(ARGV[3]) then return -2 end
    redis.call('ZREM', KEYS[3], ARGV[2])
    local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
    redis.call('HSET', KEYS[1], 'c:' .. ARGV[2], count)
    if kept then return count end
    append(7, tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]))
    touch()
    return count`),
  /** ARGV = [ttlMs, method, time]: a passed age gate, on a live session only. */
  recordAgeCheck: script(`
    if redis.call('HEXISTS', KEYS[1], 'personaId') == 0 then return 0 end
    redis.call('HSET', KEYS[1], 'ageMethod', ARGV[2], 'ageAt', ARGV[3])
    touch()
    return 1`),
  /**
   * Erases the transcript and reservations and every field but the counter and committed tokens, and marks
   * the hash forgotten; the hash keeps its expiry, so the count lasts no longer than the session would have.
   */
  forgetSession: script(`
    redis.call('DEL', KEYS[2], KEYS[3])
    if redis.call('HEXISTS', KEYS[1], 'personaId') == 0 then return 0 end
    redis.call('HDEL', KEYS[1], 'personaId', 'partner', 'clickId', 'createdAt', 'ageMethod', 'ageAt',
      'indexedAt', 'variant', 'bytes', 'crisis')
    redis.call('HSET', KEYS[1], 'forgotten', '1')
    return 1`),
  /** KEYS = [session hash]: the count a forgotten session keeps, or nil. */
  forgottenCount: script(`
    if redis.call('HEXISTS', KEYS[1], 'forgotten') == 0 then return false end
    return tonumber(redis.call('HGET', KEYS[1], 'count'))`),
  /**
   * ARGV = [ttlMs, most entries, most bytes, the entries' text bytes, '1' after a crisis or '', ...entries]:
   * appends to the transcript without counting a reply; 1 when kept, 0 when past the bound (nothing kept), -1
   * when the session is gone or forgotten (a forgotten session keeps nothing the visitor wrote).
   */
  appendEntries: script(`
    if redis.call('HEXISTS', KEYS[1], 'personaId') == 0 then return -1 end
    if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'crisis', '1') end
    local added = append(6, tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]))
    touch()
    return added`),
  /**
   * KEYS = [index shard], ARGV = [session id, ttlMs]: the session's expiry in the live-session index, a TTL
   * and a quarter ahead, since it is renewed at most once per quarter TTL (see getSession).
   */
  indexSession: script(`
    local now = now_ms()
    local expiry = math.floor(tonumber(ARGV[2]) * 5 / 4)
    redis.call('ZADD', KEYS[1], now + expiry, ARGV[1])
    redis.call('PEXPIRE', KEYS[1], expiry)
    return 1`),
  /** KEYS = [index shard]: drops expired ids and counts the rest. */
  countSessions: script(`
    redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms())
    return redis.call('ZCARD', KEYS[1])`),
  /** KEYS = [day counter], ARGV = [expiry ms]: the expiry is set once, when the day's counter is created. */
  incrementDaily: script(`
    local calls = redis.call('INCR', KEYS[1])
    if calls == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
    return calls`),
}

export type RedisScript = ReturnType<typeof redisScript>

/** Runs a script by its hash, sending its text only when Redis does not know it (first use, or after a restart). */
export async function runScript(
  client: RedisClient,
  { lua, sha }: RedisScript,
  keys: string[],
  args: (string | number)[],
): Promise<unknown> {
  try {
    return await client.evalsha(sha, keys.length, ...keys, ...args)
  } catch (error) {
    if (!isNoScriptError(error)) throw error
    return client.eval(lua, keys.length, ...keys, ...args)
  }
}

export function isNoScriptError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('NOSCRIPT')
}

export function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}

/** A Lua script with its SHA-1, as runScript sends it. */
export function redisScript(lua: string): { lua: string; sha: string } {
  return { lua, sha: sha1(lua) }
}

/** A store script: the body with the helpers every session script may call (now_ms, touch). */
function script(body: string): RedisScript {
  const helpers = `
  local function now_ms()
    local time = redis.call('TIME')
    return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  end
  local function touch()
    for i = 1, #KEYS do redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
  end
  local function append(first, most, mostBytes, bytes)
    local kept = tonumber(redis.call('HGET', KEYS[1], 'bytes') or 0)
    if redis.call('LLEN', KEYS[2]) + #ARGV - first + 1 > most or kept + bytes > mostBytes then return 0 end
    for i = first, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
    redis.call('HSET', KEYS[1], 'bytes', kept + bytes)
    return 1
  end`
  return redisScript(`${helpers}\n${body}`)
}
