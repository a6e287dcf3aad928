import { Redis } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'
import { createRedisStore } from '../redisStore.ts'
import type { Store } from '../store.ts'
import { type RedisServer, startRedisServer } from './redisServer.ts'

/** One redis-server for a test file, and the clients and stores its tests open on it, closed after the file. */
export function redisForTests() {
  let server: RedisServer | undefined
  const opened: { close(): Promise<unknown> }[] = []
  beforeAll(async () => {
    server = await startRedisServer()
  })
  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.close()))
    await server?.close()
  })
  const url = (): string => {
    if (!server) throw new Error('redis-server runs only while the tests of this file run.')
    return server.url
  }
  return {
    url,
    /** An ioredis client that fails at once instead of retrying a command. */
    client(): Redis {
      const client = new Redis(url(), { maxRetriesPerRequest: 0 })
      opened.push({ close: () => client.quit() })
      return client
    },
    /** The app's Redis store under `keyPrefix`, sessions kept a minute. */
    async store(keyPrefix: string): Promise<Store> {
      const store = await createRedisStore({ redis: url(), ttlMs: 60_000, keyPrefix })
      opened.push(store)
      return store
    },
  }
}
