import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../server.ts'
import { startRedisServer, type RedisServer } from '../store/testing/redisServer.ts'

let redis: RedisServer
beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  await redis?.close()
})

describe('the server with Redis', () => {
  it('starts the postback queue in Redis and closes its worker and connections on stop', async () => {
    const server = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REDIS_URL: redis.url,
    })
    const res = await fetch(`${server.url}/readyz`)
    expect(res.status).toBe(200)
    await server.close()
    const probe = new Redis(redis.url)
    try {
      const clients = (await probe.client('LIST')) as string
      // Only the probe is still connected: the store's, the queue's and the worker's connections are gone.
      expect(clients.trim().split('\n')).toHaveLength(1)
      expect(await probe.keys('*postbacks}:postbacks:meta')).toHaveLength(1)
    } finally {
      probe.disconnect()
    }
  })
})
