import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoreUnavailableError } from '../store/storeUnavailable.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { memoryKeyValue, redisKeyValue } from './keyValue.ts'
import { createSessions, SESSION_ID, SESSION_MS, type Sessions } from './sessions.ts'

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

const signedIn = { subject: 'acme', secretSha256: 'a'.repeat(64) }

for (const [name, open] of [
  ['memory', () => createSessions(memoryKeyValue(), 'partner')],
  ['redis', () => createSessions(redisKeyValue(client, 'ps:'), 'partner')],
] as const) {
  describe(`sign-in sessions in ${name}`, () => {
    it('opens a random id, reads it back, and forgets it on close', async () => {
      const sessions: Sessions = open()
      const id = await sessions.open(signedIn)
      expect(id).toMatch(SESSION_ID)
      expect(await sessions.open(signedIn)).not.toBe(id)
      expect(await sessions.read(id)).toEqual(signedIn)
      await sessions.close(id)
      expect(await sessions.read(id)).toBeUndefined()
      expect(await sessions.read('A'.repeat(43))).toBeUndefined()
    })
  })
}

describe('sign-in session lifetime', () => {
  it('ends after 12 hours in memory', async () => {
    let now = 0
    const sessions = createSessions(
      memoryKeyValue(() => now),
      'admin',
    )
    const id = await sessions.open(signedIn)
    now = SESSION_MS - 1
    expect(await sessions.read(id)).toEqual(signedIn)
    now = SESSION_MS
    expect(await sessions.read(id)).toBeUndefined()
  })

  it('expires in Redis after 12 hours, stored under a digest rather than the cookie value', async () => {
    const id = await createSessions(redisKeyValue(client, 'ttl:'), 'partner').open(signedIn)
    const keys = await client.keys('ttl:partner-session:*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain(id)
    const ttl = await client.pttl(keys[0]!)
    expect(ttl).toBeGreaterThan(SESSION_MS - 60_000)
    expect(ttl).toBeLessThanOrEqual(SESSION_MS)
  })
})

describe('sign-in sessions during a Redis outage', () => {
  it('fail as the store being unavailable, which the server answers with 503', async () => {
    const down = new Redis(redis.url, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    })
    const sessions = createSessions(redisKeyValue(down, 'down:'), 'admin')
    await expect(sessions.open(signedIn)).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(sessions.read('A'.repeat(43))).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(sessions.close('A'.repeat(43))).rejects.toBeInstanceOf(StoreUnavailableError)
  })
})
