import type { Express } from 'express'
import { Redis } from 'ioredis'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const US = '8.8.8.8'
const SECRET = 'my very private gym confession 🏋️'
const PREFIX = 'forget:'

let server: RedisServer
let raw: Redis
const stores: Store[] = []

beforeAll(async () => {
  server = await startRedisServer()
  raw = new Redis(server.url)
})
afterAll(async () => {
  raw?.disconnect()
  await server?.close()
})
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
  await raw.flushall()
})

/** One proxy instance on the shared Redis, as a separate process would be. */
async function instance(): Promise<Express> {
  const config = testConfig()
  const store = await createRedisStore({ redis: server.url, ttlMs: config.sessionTtlMs, keyPrefix: PREFIX })
  stores.push(store)
  return makeTestApp(config, { store, model: createOfflineModel() }).app
}

const post = (app: Express, path: string, body: object) =>
  request(app).post(path).set('X-Forwarded-For', US).send(body)

/** Every key and every value in Redis, as text. */
async function everything(): Promise<string> {
  const keys = await raw.keys('*')
  const values = await Promise.all(
    keys.map(async (key) => {
      const type = await raw.type(key)
      if (type === 'string') return raw.get(key)
      if (type === 'hash') return JSON.stringify(await raw.hgetall(key))
      if (type === 'list') return JSON.stringify(await raw.lrange(key, 0, -1))
      if (type === 'zset') return JSON.stringify(await raw.zrange(key, 0, -1))
      return type
    }),
  )
  return JSON.stringify({ keys, values })
}

describe('forget with Redis', () => {
  it('leaves nothing of the conversation in Redis but its reply count, for every instance', async () => {
    const [a, b] = [await instance(), await instance()]
    const first = await post(a, '/api/chat', { message: SECRET })
    const { sessionId } = first.body as { sessionId: string }
    await post(b, '/api/chat', { message: 'and another thing', sessionId })
    expect(await everything()).toContain(SECRET)
    expect(await everything()).toContain(sessionId)

    expect((await post(b, '/api/chat/forget', { sessionId })).status).toBe(204)
    const left = await everything()
    expect(left).not.toContain('private gym')
    expect(left).not.toContain('another thing')
    const sessionKeys = (await raw.keys(`*${sessionId}*`)).sort()
    expect(sessionKeys).toEqual([`${PREFIX}{${sessionId}}s`])
    const kept = await raw.hgetall(sessionKeys[0]!)
    expect(Object.keys(kept).filter((field) => !field.startsWith('c:'))).toEqual(['count', 'forgotten'])
    expect(kept.count).toBe('3')
    expect(await raw.pttl(sessionKeys[0]!)).toBeGreaterThan(0)
    for (const shard of await raw.keys(`${PREFIX}sessions:*`))
      expect(await raw.zscore(shard, sessionId)).toBeNull()

    expect((await post(a, '/api/chat/transcript', { sessionId })).status).toBe(404)
    const next = await post(a, '/api/chat', { message: 'hi again', sessionId })
    expect(next.body.sessionId).not.toBe(sessionId)
    expect(next.body.remaining).toBe(FREE_REPLY_LIMIT - 4)
  })

  it('keeps the cap and the offer through delete after delete, across instances', async () => {
    const [a, b] = [await instance(), await instance()]
    let { sessionId } = (await post(a, '/api/chat', { message: 'message 1' })).body as { sessionId: string }
    for (let turn = 2; turn <= FREE_REPLY_LIMIT; turn += 1)
      ({ sessionId } = (await post(turn % 2 ? a : b, '/api/chat', { message: `message ${turn}`, sessionId }))
        .body as { sessionId: string })
    for (const [round, app] of [a, b, a].entries()) {
      expect((await post(app, '/api/chat/forget', { sessionId })).status).toBe(204)
      const next = await post(app === a ? b : a, '/api/chat', { message: `after delete ${round}`, sessionId })
      expect(next.body).toMatchObject({ reply: null, remaining: 0, signup: expect.any(Object) })
      expect(next.body.sessionId).not.toBe(sessionId)
      sessionId = next.body.sessionId as string
      const kept = await post(app, '/api/chat/transcript', { sessionId })
      expect(kept.body).toMatchObject({ remaining: 0, signup: expect.any(Object) })
      expect(JSON.stringify(kept.body.messages)).not.toContain('message 1')
    }
  })

  it('answers an unknown id with 204 and writes nothing', async () => {
    const app = await instance()
    expect((await post(app, '/api/chat/forget', { sessionId: 'never-issued' })).status).toBe(204)
    expect(await raw.keys('*never-issued*')).toEqual([])
  })
})
