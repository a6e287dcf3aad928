import { z } from 'zod'
import type { HostPort, RedisTopology } from './redisClient.ts'

const hostPort = z.string().transform((text, ctx): HostPort => {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(text)
  const port = Number(match?.[3])
  if (match && port >= 1 && port <= 65535) return { host: match[1] ?? match[2]!, port }
  ctx.addIssue({ code: 'custom', message: `expected host:port (e.g. 10.0.0.5:26379), got '${text}'` })
  return z.NEVER
})

const hostPorts = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(hostPort).min(1, { error: 'expected at least one host:port' }))

/** The environment variables that say where Redis is; at most one way may be chosen. */
export const redisEnv = {
  REDIS_URL: z
    .string()
    .refine((text) => /^rediss?:\/\//.test(text) && URL.canParse(text), {
      error: 'expected a redis:// or rediss:// URL',
    })
    .optional(),
  REDIS_SENTINELS: hostPorts.optional(),
  REDIS_SENTINEL_NAME: z.string().optional(),
  REDIS_CLUSTER_NODES: hostPorts.optional(),
  /** For Sentinel and Cluster, which take no URL (with REDIS_URL the password goes in the URL). */
  REDIS_PASSWORD: z.string().optional(),
}

type RedisEnv = z.output<z.ZodObject<typeof redisEnv>>

/** Refuses two ways to reach Redis at once, and a Sentinel setup without the primary's name. */
export function checkRedisEnv(env: RedisEnv, ctx: z.RefinementCtx): void {
  const chosen = (['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'] as const).filter(
    (name) => env[name] !== undefined,
  )
  if (chosen.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [chosen[1]!],
      message: `set only one of REDIS_URL, REDIS_SENTINELS and REDIS_CLUSTER_NODES (got ${chosen.join(' and ')})`,
    })
  }
  if (env.REDIS_SENTINELS !== undefined && env.REDIS_SENTINEL_NAME === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['REDIS_SENTINEL_NAME'],
      message: 'required with REDIS_SENTINELS: the name the sentinels monitor the primary under',
    })
  }
  if (env.REDIS_SENTINEL_NAME !== undefined && env.REDIS_SENTINELS === undefined) {
    ctx.addIssue({ code: 'custom', path: ['REDIS_SENTINEL_NAME'], message: 'only used with REDIS_SENTINELS' })
  }
}

/** Where Redis is, or undefined for the in-process store. */
export function redisTopology(env: RedisEnv): RedisTopology | undefined {
  const password = env.REDIS_PASSWORD
  if (env.REDIS_URL !== undefined) return { mode: 'single', url: env.REDIS_URL }
  if (env.REDIS_SENTINELS !== undefined)
    return { mode: 'sentinel', sentinels: env.REDIS_SENTINELS, name: env.REDIS_SENTINEL_NAME ?? '', password }
  if (env.REDIS_CLUSTER_NODES !== undefined)
    return { mode: 'cluster', nodes: env.REDIS_CLUSTER_NODES, password }
  return undefined
}
