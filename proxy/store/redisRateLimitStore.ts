import type { RedisClient } from './redisClient.ts'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import { isNoScriptError, sha1 } from './redisScripts.ts'

/**
 * An express-rate-limit store in Redis (rate-limit-redis) over the store's ioredis client.
 * rate-limit-redis loads its scripts once and keeps the outcome: a load that failed while Redis was down
 * would break the limiter for good. So script loading is answered here (the hash is computed locally) and
 * an unknown script is sent with EVAL, which makes the limiter safe to create and to use across outages.
 */
export function createRedisRateLimitStore(client: RedisClient, prefix: string): RedisStore {
  const scripts = new Map<string, string>()
  const send = async (command: string, args: string[]): Promise<RedisReply> =>
    (await client.call(command, ...args)) as RedisReply

  return new RedisStore({
    prefix,
    sendCommand: async (command = '', ...args) => {
      const [subcommand, lua] = args
      if (command.toUpperCase() === 'SCRIPT' && subcommand?.toUpperCase() === 'LOAD' && lua !== undefined) {
        const sha = sha1(lua)
        scripts.set(sha, lua)
        return sha
      }
      if (command.toUpperCase() !== 'EVALSHA') return send(command, args)
      try {
        return await send(command, args)
      } catch (error) {
        const [sha = '', ...rest] = args
        const known = scripts.get(sha)
        if (known === undefined || !isNoScriptError(error)) throw error
        return send('EVAL', [known, ...rest])
      }
    },
  })
}
