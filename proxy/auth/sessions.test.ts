import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import {
  memoryPortalSessions,
  PORTAL_SESSION_MS,
  redisPortalSessions,
  type PortalSessions,
} from './sessions.ts'

let redis: RedisServer
let client: Redis
beforeAll(async () => {
  redis = await startRedisServer()
  client = new Redis(redis.url, { maxRetriesPerRequest: 0 })
})
afterAll(async () => {
  await client?.quit()
  await redis?.close()
})

const session = { partner: 'acme', keySha256: 'a'.repeat(64) }

for (const [name, open] of [
  ['memory', () => memoryPortalSessions()],
  ['redis', () => redisPortalSessions(client, 'ps:')],
] as const) {
  describe(`${name} portal sessions`, () => {
    it('creates a random id, reads it back, and forgets it on delete', async () => {
      const sessions: PortalSessions = open()
      const id = await sessions.create(session)
      expect(id).toMatch(/^[\w-]{24}$/)
      expect(await sessions.create(session)).not.toBe(id)
      expect(await sessions.get(id)).toEqual(session)
      await sessions.delete(id)
      expect(await sessions.get(id)).toBeUndefined()
      expect(await sessions.get('unknown-000000000000000')).toBeUndefined()
    })
  })
}

describe('portal session lifetime', () => {
  it('ends after 12 hours in memory', async () => {
    let now = 0
    const sessions = memoryPortalSessions(() => now)
    const id = await sessions.create(session)
    now = PORTAL_SESSION_MS - 1
    expect(await sessions.get(id)).toEqual(session)
    now = PORTAL_SESSION_MS
    expect(await sessions.get(id)).toBeUndefined()
  })

  it('expires in Redis after 12 hours, stored under a digest rather than the cookie value', async () => {
    const id = await redisPortalSessions(client, 'ttl:').create(session)
    const keys = await client.keys('ttl:portal:*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain(id)
    const ttl = await client.pttl(keys[0]!)
    expect(ttl).toBeGreaterThan(PORTAL_SESSION_MS - 60_000)
    expect(ttl).toBeLessThanOrEqual(PORTAL_SESSION_MS)
  })
})
