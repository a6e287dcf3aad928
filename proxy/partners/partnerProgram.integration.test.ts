import type { Express } from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { enWidget } from '../../core/i18n/en.ts'
import { chatResponseSchema, type ChatResponse } from '../../core/protocol.ts'
import { createLogger } from '../logger.ts'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fakeOpenAI.ts'
import { fakeUpstreamModel, makeTestApp, testConfig } from '../testing/testApp.ts'
import type { Partner } from './partnerSchema.ts'
import { fixedPartnerRegistry } from './partnerRegistry.ts'

const ACME = 'https://acme.example'
const GLOBEX = 'https://globex.example'
const TINY = 'https://tiny.example'
const TOKEN = 'operator-token-0123456789abcdef'
const partners: Partner[] = [
  {
    id: 'acme',
    name: 'Acme',
    origins: [ACME],
    signupUrl: 'https://join.acme.example/?plan=free',
  },
  { id: 'tiny', name: 'Tiny', origins: [TINY], dailyModelCalls: 3 },
  { id: 'globex', name: 'Globex', origins: [GLOBEX], persona: 'mia' },
]
const logger = createLogger('silent')

let upstream: FakeOpenAI
const stores: Store[] = []
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream?.close())
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

function instance(store?: Store, env: Record<string, string> = {}) {
  const config = testConfig({ SIGNUP_URL: 'https://signup.example/join?lang=en', ADMIN_TOKEN: TOKEN, ...env })
  const registry = fixedPartnerRegistry(partners)
  return makeTestApp(config, {
    store,
    logger,
    partners: registry,
    model: fakeUpstreamModel(upstream.baseURL, logger),
  })
}

interface Visit {
  origin?: string
  host?: string
  sessionId?: string
}

function say(app: Express, message: string, visit: Visit = {}) {
  let req = request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8')
  if (visit.origin) req = req.set('Origin', visit.origin)
  if (visit.host) req = req.set('Host', visit.host)
  return req.send({ message, sessionId: visit.sessionId })
}

/** Chats until the sign-up offer; returns its link and the conversation's id. */
async function reachOffer(app: Express, visit: Visit): Promise<{ link: string; sessionId: string }> {
  let sessionId: string | undefined
  let body: ChatResponse | undefined
  for (let turn = 1; turn < FREE_REPLY_LIMIT; turn += 1) {
    body = chatResponseSchema.parse(
      (await say(app, `turn ${turn}`, { ...visit, sessionId }).expect(200)).body,
    )
    sessionId = body.sessionId
  }
  expect(body?.signup).not.toBeNull()
  return { link: body!.signup!.url, sessionId: body!.sessionId }
}

/** The dashboard numbers for all partners, via the CSV the operator downloads. */
async function funnelCsv(app: Express): Promise<Record<string, string>> {
  const signIn = await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(303)
  const cookie = signIn.headers['set-cookie']![0]!.split(';')[0]!
  const csv = await request(app).get('/admin/funnel.csv?days=7').set('Cookie', cookie).expect(200)
  return Object.fromEntries(
    csv.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => [line.split(',')[0]!, line.split(',').slice(2).join(',')]),
  )
}

describe('attribution', () => {
  it.each<[string, Visit, string, string | undefined]>([
    ['a registry origin', { origin: ACME }, 'acme', ACME],
    ['the same origin', { origin: 'https://chat.example.com', host: 'chat.example.com' }, 'site', undefined],
    ['no origin', {}, 'direct', undefined],
    ['a refused origin', { origin: 'https://evil.example' }, 'direct', undefined],
  ])(
    'attributes a conversation started from %s, once and for good',
    async (_name, visit, partner, allowed) => {
      const { app, deps } = instance()
      const first = await say(app, 'Hello', visit).expect(200)
      expect(first.headers['access-control-allow-origin']).toBe(allowed)
      const { sessionId } = chatResponseSchema.parse(first.body)
      expect((await deps.store.getSession(sessionId))?.partner).toBe(partner)

      await say(app, 'Still me', { origin: GLOBEX, sessionId }).expect(200)
      expect((await deps.store.getSession(sessionId))?.partner).toBe(partner)
      const counts = await funnelCsv(app)
      expect(counts[partner]).toBe('1,2,0,0,0.0%')
      expect(counts.total).toBe('1,2,0,0,0.0%')
    },
  )

  it("starts a partner's conversations with its persona", async () => {
    const { app, deps } = instance()
    const { sessionId } = chatResponseSchema.parse(
      (await say(app, 'Hi', { origin: GLOBEX }).expect(200)).body,
    )
    expect((await deps.store.getSession(sessionId))?.personaId).toBe('mia')
  })
})

describe('the sign-up link', () => {
  it('credits a partner: its sign-up page with ref and UTM parameters, one click however many', async () => {
    const { app } = instance()
    const { link } = await reachOffer(app, { origin: GLOBEX })
    const path = new URL(link).pathname
    expect(path).toMatch(/^\/go\/signup\/[\w-]{20,}$/)
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).get(path).expect(302)
      expect(res.headers.location).toBe(
        'https://signup.example/join?lang=en&ref=globex&utm_source=globex&utm_medium=chat&utm_campaign=mia',
      )
    }
    expect((await funnelCsv(app)).globex).toBe('1,6,1,1,100.0%')
    const metrics = await request(app).get('/metrics').expect(200)
    for (const event of ['clicks', 'offers', 'conversations'])
      expect(metrics.text).toContain(
        `funnel_events_total{event="${event}",partner="globex",persona="mia",variant="none"} 1`,
      )
  })

  it("uses a partner's own sign-up URL, keeping its parameters", async () => {
    const { app } = instance()
    const { link } = await reachOffer(app, { origin: ACME })
    const res = await request(app).get(new URL(link).pathname).expect(302)
    expect(res.headers.location).toBe(
      'https://join.acme.example/?plan=free&ref=acme&utm_source=acme&utm_medium=chat&utm_campaign=mia',
    )
  })

  it('credits the site for same-origin conversations', async () => {
    const { app } = instance()
    const { link } = await reachOffer(app, { origin: 'https://chat.example.com', host: 'chat.example.com' })
    expect(link).toMatch(/^http:\/\/chat\.example\.com\/go\/signup\//)
    const res = await request(app).get(new URL(link).pathname).expect(302)
    expect(res.headers.location).toBe(
      'https://signup.example/join?lang=en&ref=site&utm_source=site&utm_medium=chat&utm_campaign=mia',
    )
  })

  it('starts with PUBLIC_URL when set, whatever Host the client sends, in the chat and in the transcript', async () => {
    const { app } = instance(undefined, { PUBLIC_URL: 'https://chat.example.com' })
    const visit = { origin: 'https://globex.example', host: 'evil.example' }
    const { link, sessionId } = await reachOffer(app, visit)
    expect(link).toMatch(/^https:\/\/chat\.example\.com\/go\/signup\/[\w-]+$/)
    const restored = await request(app)
      .post('/api/chat/transcript')
      .set('Host', 'evil.example')
      .send({ sessionId })
      .expect(200)
    expect(restored.body.signup.url).toMatch(/^https:\/\/chat\.example\.com\/go\/signup\//)
  })

  it('sends an unknown click id to SIGNUP_URL and counts nothing', async () => {
    const { app } = instance()
    const res = await request(app).get('/go/signup/AAAAAAAAAAAAAAAAAAAAAAAA').expect(302)
    expect(res.headers.location).toBe('https://signup.example/join?lang=en')
    const counts = await funnelCsv(app)
    expect(counts.total).toBe('0,0,0,0,')
  })
})

describe('a partner budget', () => {
  it("stops only that partner's conversations once its daily model calls are spent", async () => {
    const { app } = instance()
    const first = chatResponseSchema.parse((await say(app, 'one', { origin: TINY }).expect(200)).body)
    await say(app, 'two', { origin: TINY, sessionId: first.sessionId }).expect(200)
    await say(app, 'three', { origin: TINY }).expect(200)

    const spent = await say(app, 'four', { origin: TINY, sessionId: first.sessionId }).expect(503)
    expect(spent.body).toMatchObject({
      error: { code: 'daily_limit_reached' },
      reply: { text: enWidget.failure },
    })
    await say(app, 'new visitor', { origin: TINY }).expect(503)

    for (const visit of [
      { origin: GLOBEX },
      {},
      { origin: 'https://chat.example.com', host: 'chat.example.com' },
    ]) {
      const res = await say(app, 'others are fine', visit).expect(200)
      expect(res.body.reply.kind).toBe('reply')
    }
  })
})

describe('funnel counts on Redis', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(() => redis?.close())

  const redisInstance = async () => {
    const store = await createRedisStore({ redis: redis.url, ttlMs: 60_000, keyPrefix: 'pp:', logger })
    stores.push(store)
    return instance(store).app
  }

  it('are shared by two instances and kept across a restart', async () => {
    const [a, b] = [await redisInstance(), await redisInstance()]
    const started = chatResponseSchema.parse((await say(a, 'on A', { origin: GLOBEX }).expect(200)).body)
    await say(b, 'on B', { origin: GLOBEX, sessionId: started.sessionId }).expect(200)
    await say(b, 'site on B', { origin: 'https://chat.example.com', host: 'chat.example.com' }).expect(200)
    const { link } = await reachOffer(a, { origin: ACME })
    await request(b).get(new URL(link).pathname).expect(302)
    await request(a).get(new URL(link).pathname).expect(302)

    const expected = {
      acme: '1,6,1,1,100.0%',
      globex: '1,2,0,0,0.0%',
      site: '1,1,0,0,0.0%',
      total: '3,9,1,1,33.3%',
    }
    expect(await funnelCsv(a)).toMatchObject(expected)
    expect(await funnelCsv(b)).toMatchObject(expected)

    await Promise.all(stores.splice(0).map((store) => store.close()))
    const restarted = await redisInstance()
    expect(await funnelCsv(restarted)).toMatchObject(expected)
  })
})
