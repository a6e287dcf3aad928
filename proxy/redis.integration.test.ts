import type { Express } from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../core/constants.ts'
import { enWidget } from '../core/i18n/en.ts'
import { chatResponseSchema } from '../core/protocol.ts'
import { createLogger } from './logger.ts'
import { createRedisStore } from './store/redisStore.ts'
import type { Store } from './store/store.ts'
import { type RedisServer, startRedisServer } from './store/testing/redisServer.ts'
import { type FakeOpenAI, startFakeOpenAI } from './testing/fakeOpenAI.ts'
import { fakeUpstreamModel, makeTestApp, testConfig } from './testing/testApp.ts'

const US_VISITOR = '8.8.8.8'
const FREE_MODEL_REPLIES = FREE_REPLY_LIMIT - 1

let upstream: FakeOpenAI
let prefixes = 0
const stores: Store[] = []

beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(async () => {
  await upstream?.close()
})
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

/** Two instances of the proxy, each with its own Redis client, sharing one Redis as separate processes would. */
async function twoInstances(
  redis: RedisServer,
  env: Record<string, string> = {},
): Promise<[Express, Express]> {
  const config = testConfig(env)
  const keyPrefix = `it${(prefixes += 1)}:`
  const logger = createLogger('silent')
  const instance = async (): Promise<Express> => {
    const store = await createRedisStore({ redis: redis.url, ttlMs: config.sessionTtlMs, keyPrefix, logger })
    stores.push(store)
    return makeTestApp(config, { store, logger, model: fakeUpstreamModel(upstream.baseURL, logger) }).app
  }
  return [await instance(), await instance()]
}

function chat(app: Express, body: { message: string; sessionId?: string }, from = US_VISITOR) {
  return request(app).post('/api/chat').set('X-Forwarded-For', from).send(body)
}

describe('two proxy instances sharing one Redis', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await redis?.close()
  })

  it('continue one conversation on either instance and hold the cap across both', async () => {
    const [a, b] = await twoInstances(redis)
    const first = await chat(a, { message: 'Hi from A' }).expect(200)
    const { sessionId } = chatResponseSchema.parse(first.body)
    expect(first.body.reply).toEqual({ text: 'Reply 2 😘', kind: 'reply' })

    const second = await chat(b, { message: 'Hi from B', sessionId }).expect(200)
    expect(second.body).toMatchObject({ sessionId, reply: { text: 'Reply 3 😘' }, signup: null })
    const upstreamSawA = JSON.stringify(upstream.requests.at(-1)?.body.messages)
    expect(upstreamSawA).toContain('Hi from A')

    const answers = []
    for (let i = 2; i <= FREE_MODEL_REPLIES; i += 1) {
      answers.push((await chat(i % 2 ? b : a, { message: `Message ${i}`, sessionId }).expect(200)).body)
    }
    expect(answers.filter((body) => body.reply !== null)).toHaveLength(FREE_MODEL_REPLIES - 2)
    expect(answers.at(-3)).toMatchObject({ remaining: 1, signup: null })
    expect(answers.at(-2)).toMatchObject({
      reply: { kind: 'reply' },
      remaining: 0,
      signup: { label: 'Create a Free Account' },
    })
    expect(answers.at(-1)).toMatchObject({
      reply: null,
      remaining: 0,
      signup: { label: 'Create a Free Account' },
    })
  })

  it('never grant more than the free replies to twenty concurrent requests split across both', async () => {
    const [a, b] = await twoInstances(redis)
    const { sessionId } = chatResponseSchema.parse((await chat(a, { message: 'Start' }).expect(200)).body)
    const callsBefore = upstream.requests.length

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => chat(i % 2 ? a : b, { message: `[[slow:200]] ${i}`, sessionId })),
    )
    const bodies = responses.map((response) => chatResponseSchema.parse(response.body))
    expect(responses.every((response) => response.status === 200)).toBe(true)
    expect(bodies.filter((body) => body.reply !== null)).toHaveLength(FREE_MODEL_REPLIES - 1)
    expect(upstream.requests.length - callsBefore).toBe(FREE_MODEL_REPLIES - 1)
    expect(bodies.filter((body) => body.reply === null).every((body) => body.signup !== null)).toBe(true)
  })

  it('enforce one chat rate limit per address across both', async () => {
    const [a, b] = await twoInstances(redis, { RATE_LIMIT_PER_MINUTE: '3' })
    for (const app of [a, b, a]) await chat(app, { message: 'Hello' }).expect(200)

    const limited = await chat(b, { message: 'Hello' }).expect(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect(limited.headers['ratelimit-policy']).toMatch(/q=3/)
    expect(limited.headers['ratelimit']).toMatch(/r=0/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    await chat(a, { message: 'Hello' }).expect(429)
    await chat(a, { message: 'Hello' }, '81.2.69.142').expect(200)
  })

  it('enforce one new-conversation limit per address across both', async () => {
    const [a, b] = await twoInstances(redis, { SESSION_RATE_LIMIT_PER_HOUR: '2' })
    const { sessionId } = chatResponseSchema.parse((await chat(a, { message: 'One' }).expect(200)).body)
    await chat(b, { message: 'Two' }).expect(200)

    const limited = await chat(a, { message: 'Three' }).expect(429)
    expect(limited.body.error.code).toBe('session_rate_limited')
    await chat(b, { message: 'Still talking', sessionId }).expect(200)
  })

  it('report ready while Redis answers', async () => {
    const [a, b] = await twoInstances(redis)
    for (const app of [a, b]) {
      expect((await request(app).get('/readyz').expect(200)).body).toMatchObject({ store: 'redis' })
    }
  })
})

describe('two proxy instances while Redis is down', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await redis?.close()
  })

  it('answer 503 with the failure text within a second, then resume when Redis is back', async () => {
    const limits = { RATE_LIMIT_PER_MINUTE: '1000', SESSION_RATE_LIMIT_PER_HOUR: '1000' }
    const [a, b] = await twoInstances(redis, limits)
    const { sessionId } = chatResponseSchema.parse((await chat(a, { message: 'Before' }).expect(200)).body)

    await redis.stop()
    for (const app of [a, b]) {
      for (const body of [{ message: 'During' }, { message: 'During', sessionId }]) {
        const started = performance.now()
        const response = await chat(app, body)
        expect(performance.now() - started).toBeLessThan(1_000)
        expect(response.status).toBe(503)
        expect(response.body).toMatchObject({
          error: { code: 'service_unavailable' },
          reply: { text: enWidget.failure },
        })
      }
      await request(app).get('/readyz').expect(503)
      await request(app).get('/healthz').expect(200)
    }

    await redis.start()
    for (const app of [a, b]) {
      await eventually(() => request(app).get('/readyz').expect(200))
      const after = await chat(app, { message: 'After', sessionId }).expect(200)
      expect(after.body.reply).toEqual({ text: 'Reply 2 😘', kind: 'reply' })
      expect(after.body.sessionId).not.toBe(sessionId)
    }
  })
})

async function eventually(attempt: () => Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await attempt()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
