import { Cluster, Redis, type RedisOptions } from 'ioredis'

/** The connection the store (and any module keeping shared state beside it) talks to Redis through. */
export type RedisClient = Redis | Cluster

export interface HostPort {
  host: string
  port: number
}

/** How production reaches Redis: one server by URL, a Sentinel-managed primary, or a Cluster. */
export type RedisTopology =
  | { mode: 'single'; url: string }
  | { mode: 'sentinel'; sentinels: HostPort[]; name: string; password?: string }
  | { mode: 'cluster'; nodes: HostPort[]; password?: string }

export interface RedisClientOptions {
  /** A command not answered within this fails (default DEFAULT_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs?: number
}

/**
 * Long enough that a healthy Redis on a busy machine (a stalled event loop fires the timer before it reads the
 * answer already waiting) does not time out, short enough that a stalled Redis never holds a request long.
 */
export const DEFAULT_COMMAND_TIMEOUT_MS = 2_000

/**
 * A client that fails fast instead of waiting: no offline queue, no per-command retries, a short command
 * timeout; it keeps reconnecting in the background with a capped backoff, so service resumes on its own.
 * With Sentinel it asks the sentinels for the current primary on every reconnect and also listens for their
 * failover announcements, so a primary that hangs (rather than closes) is left as soon as one is promoted.
 * Created unconnected: call connectRedis.
 */
export function createRedisClient(topology: RedisTopology, options: RedisClientOptions = {}): RedisClient {
  const node: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: backoff,
  }
  // Not auto-pipelined: more garbage survived to the old generation, lengthening the p99 for no CPU gain
  // (docs/performance.md#the-redis-store-at-200-requests-a-second).
  const common: RedisOptions = { ...node, lazyConnect: true }
  switch (topology.mode) {
    case 'single':
      return new Redis(topology.url, common)
    case 'sentinel':
      return new Redis({
        ...common,
        sentinels: topology.sentinels,
        name: topology.name,
        password: topology.password,
        sentinelPassword: topology.password,
        sentinelRetryStrategy: backoff,
        failoverDetector: true,
      })
    case 'cluster':
      return new Cluster(topology.nodes, {
        lazyConnect: true,
        enableOfflineQueue: false,
        clusterRetryStrategy: backoff,
        slotsRefreshTimeout: 1_000,
        redisOptions: { ...node, password: topology.password },
      })
  }
}

/** Redis could not be reached at start-up; the message names the variable and where (never a password). */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError'
}

const VARIABLES = {
  single: 'REDIS_URL',
  sentinel: 'REDIS_SENTINELS',
  cluster: 'REDIS_CLUSTER_NODES',
} as const

/** Connects, or throws an error naming where Redis was expected (never a password) and closes the client. */
export async function connectRedis(client: RedisClient, topology: RedisTopology): Promise<void> {
  // The connection's own error (ECONNREFUSED, ENOTFOUND, NOAUTH …) says why; the rejection only says it closed.
  let cause: unknown
  const remember = (error: unknown): void => {
    cause = error
  }
  client.on('error', remember)
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    const reason = describeError(cause ?? error)
    throw new RedisUnreachableError(
      `${VARIABLES[topology.mode]}: Redis at ${describeTopology(topology)} is not reachable: ${reason}`,
      { cause: error },
    )
  } finally {
    client.off('error', remember)
  }
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/^connect /, '')
}

/** Hosts and ports only: a URL may carry a password. */
export function describeTopology(topology: RedisTopology): string {
  const list = (nodes: HostPort[]) => nodes.map(({ host, port }) => `${host}:${port}`).join(',')
  switch (topology.mode) {
    case 'single':
      return describeUrl(topology.url)
    case 'sentinel':
      return `sentinels ${list(topology.sentinels)} (primary '${topology.name}')`
    case 'cluster':
      return `cluster ${list(topology.nodes)}`
  }
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return 'the configured URL'
  }
}

function backoff(attempt: number): number {
  return Math.min(50 * 2 ** attempt, 2_000)
}
