import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectRedis, createRedisClient, type RedisTopology } from './redisClient.ts'
import { type RedisServer, startRedisServer } from './testing/redisServer.ts'

describe('the Redis client', () => {
  let server: RedisServer
  beforeAll(async () => {
    server = await startRedisServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('fails a command at once while Redis is down, instead of holding it until Redis is back', async () => {
    const topology: RedisTopology = { mode: 'single', url: server.url }
    const client = createRedisClient(topology) as Redis
    await connectRedis(client, topology)
    try {
      client.on('error', () => undefined)
      await server.stop()
      await vi.waitFor(() => expect(client.status).not.toBe('ready'))
      const started = performance.now()
      await expect(client.get('anything')).rejects.toThrow()
      // Held for the next reconnection attempt instead, it would fail only after the 100 ms back-off.
      expect(performance.now() - started).toBeLessThan(50)
    } finally {
      client.disconnect()
      await server.start()
    }
  })
})
