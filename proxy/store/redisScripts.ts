import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * The store's Lua scripts. Each runs atomically in Redis, so check-and-increment holds across every instance.
 * Session scripts take KEYS = [session hash, history list, reservations zset, live-session index] and
 * ARGV = [id, ttlMs, ...]. Deadlines use Redis's clock, so instances with skewed clocks agree. The index
 * (id → expiry) gets the TTL too: every score is at most the latest touch plus the TTL, so it outlives none.
 */
export const redisScripts = {
  createSession: script(`
    redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
    redis.call('HSET', KEYS[1], 'personaId', ARGV[3], 'count', ARGV[4])
    for i = 5, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
    local now = now_ms()
    redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
    touch(now)
    return 1`),
  getSession: script(`
    local fields = redis.call('HMGET', KEYS[1], 'personaId', 'count')
    if not fields[1] then return false end
    touch(now_ms())
    return { fields[1], fields[2], redis.call('LRANGE', KEYS[2], 0, -1) }`),
  reserveReply: script(`
    if redis.call('EXISTS', KEYS[1]) == 0 then return 'missing' end
    local now = now_ms()
    redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
    local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
    local result = 'limit'
    if count + redis.call('ZCARD', KEYS[3]) < tonumber(ARGV[3]) then
      redis.call('ZADD', KEYS[3], now + tonumber(ARGV[4]), ARGV[5])
      result = 'ok'
    end
    touch(now)
    return result`),
  commitReply: script(`
    if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
    redis.call('ZREM', KEYS[3], ARGV[3])
    local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
    for i = 5, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
    local window = tonumber(ARGV[4])
    if window > 0 then redis.call('LTRIM', KEYS[2], -window, -1) else redis.call('DEL', KEYS[2]) end
    touch(now_ms())
    return count`),
  /** KEYS = [day counter], ARGV = [expiry ms]: the expiry is set once, when the day's counter is created. */
  incrementDaily: script(`
    local calls = redis.call('INCR', KEYS[1])
    if calls == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
    return calls`),
  /** KEYS = [live-session index]. */
  countSessions: script(`
    redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms())
    return redis.call('ZCARD', KEYS[1])`),
}

export type RedisScript = ReturnType<typeof script>

/** Runs a script by its hash, sending its text only when Redis does not know it (first use, or after a restart). */
export async function runScript(
  client: Redis,
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

function script(body: string): { lua: string; sha: string } {
  const helpers = `
  local function now_ms()
    local time = redis.call('TIME')
    return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  end
  local function touch(now)
    local ttl = tonumber(ARGV[2])
    redis.call('PEXPIRE', KEYS[1], ttl)
    redis.call('PEXPIRE', KEYS[2], ttl)
    redis.call('PEXPIRE', KEYS[3], ttl)
    redis.call('ZADD', KEYS[4], now + ttl, ARGV[1])
    redis.call('PEXPIRE', KEYS[4], ttl)
  end`
  const lua = `${helpers}\n${body}`
  return { lua, sha: sha1(lua) }
}
