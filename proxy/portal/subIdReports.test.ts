import type { Express } from 'express'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryConversionStore } from '../conversions/memoryConversionStore.ts'
import { createRedisConversionStore } from '../conversions/redisConversionStore.ts'
import type { ConversionStore } from '../conversions/conversionTypes.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { ACME_KEY, acme, globex, signIn } from './testing/portalFixture.ts'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { reachOffer } from '../testing/reachOffer.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'

const ACME = 'https://acme.example'
const TOKEN = 'operator-token-0123456789abcdef'
/** Acme's offer: its own `aff` must reach the destination whatever a sub-ID holds. */
const OFFER = 'https://offer.example/signup?aff=123&cid={click_id}&s1={sub1}&s2={sub2}&s3={sub3}'

let redis: RedisServer | undefined
const stores: Store[] = []
beforeAll(async () => {
  redis = await startRedisServer()
}, 30_000)
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})
afterAll(() => redis?.close())

interface Setup {
  app: Express
  conversions: ConversionStore
  lines: string[]
}

async function onMemory(): Promise<Setup> {
  return setup(undefined, createMemoryConversionStore())
}

async function onRedis(): Promise<Setup> {
  const keyPrefix = `subs${stores.length}-${Date.now()}:`
  const store = await createRedisStore({ redis: redis!.url, ttlMs: 60_000, keyPrefix })
  stores.push(store)
  // The app builds its own Redis conversion store beside the sessions; this one reads the same keys.
  return setup(store, createRedisConversionStore(store.redis!, store.keyPrefix))
}

function setup(store: Store | undefined, conversions: ConversionStore): Setup {
  const { logger, lines } = captureLogger('warn')
  const partners = fixedPartnerRegistry([{ ...acme, signupUrl: OFFER }, globex])
  const config = testConfig({ SIGNUP_URL: 'https://signup.example/join', ADMIN_TOKEN: TOKEN })
  const { app } = makeTestApp(config, {
    model: createOfflineModel(),
    partners,
    logger,
    ...(store ? { store } : { conversionStore: conversions }),
  })
  return { app, conversions, lines }
}

async function adminCookie(app: Express): Promise<string> {
  const res = await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}

const csvLines = (text: string) => text.split('\r\n')

describe.each([
  ['memory', onMemory],
  ['Redis', onRedis],
])('sub-IDs from the chat to the reports (%s)', (_name, make) => {
  it('keeps the sub-IDs on the click record and groups /admin and /partner CSVs by them', async () => {
    const { app, conversions } = await make()
    const link = await reachOffer(app, ACME, { subIds: { sub1: 'spring-sale', sub3: 'feed.3' } })
    const clickId = link.split('/').pop()!
    const redirect = await request(app).get(link).set('X-Forwarded-For', '81.2.69.142').expect(302)
    const target = new URL(redirect.headers.location!)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      aff: '123',
      cid: clickId,
      s1: 'spring-sale',
      s2: '',
      s3: 'feed.3',
    })
    expect((await conversions.findClick(clickId))?.subIds).toEqual({ sub1: 'spring-sale', sub3: 'feed.3' })
    // A second conversation without sub-IDs, and a conversion for the first.
    await request(app)
      .get(await reachOffer(app, ACME, { subIds: {} }))
      .set('X-Forwarded-For', '81.2.69.142')
      .expect(302)
    const input = { txid: 'tx-1', clickId, status: 'approved', payoutMinor: 1250, currency: 'USD' } as const
    expect((await conversions.applyConversion(input, Date.now())).outcome).toBe('created')

    const admin = await adminCookie(app)
    const byAdmin = await request(app)
      .get('/admin/revenue.csv?days=7&by=sub1')
      .set('Cookie', admin)
      .expect(200)
    expect(csvLines(byAdmin.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sub1,spring-sale,USD,1,1,100\.0%,12\.50,12\.50,/),
        expect.stringMatching(/^sub1,\(none\),USD,1,0,0\.0%,0\.00,0\.00,/),
      ]),
    )
    const bySub3 = await request(app)
      .get('/admin/revenue.csv?days=7&by=sub3')
      .set('Cookie', admin)
      .expect(200)
    expect(bySub3.text).toMatch(/^sub3,feed\.3,USD,1,1,/m)

    const partner = await signIn(app, ACME_KEY)
    const byPartner = await request(app)
      .get('/partner/revenue.csv?days=7&by=sub1')
      .set('Cookie', partner)
      .expect(200)
    expect(byPartner.text).toMatch(/^sub1,spring-sale,USD,1,1,100\.0%,12\.50,12\.50,/m)
    const page = await request(app).get('/partner?by=sub1').set('Cookie', partner).expect(200)
    expect(page.text).toContain('<th scope="row">spring-sale</th>')
  })

  it('drops oversized and injecting sub-IDs, so the destination keeps its own parameters', async () => {
    const { app, conversions, lines } = await make()
    const link = await reachOffer(app, ACME, {
      subIds: {
        sub1: 'x&aff=999',
        sub2: 'y'.repeat(65),
        sub3: 'ok~1',
        sub4: '%26aff%3D999#top',
        sub9: 'unknown',
      },
    })
    const redirect = await request(app).get(link).set('X-Forwarded-For', '81.2.69.142').expect(302)
    const target = new URL(redirect.headers.location!)
    expect(target.origin + target.pathname).toBe('https://offer.example/signup')
    expect(target.hash).toBe('')
    expect(target.searchParams.getAll('aff')).toEqual(['123'])
    expect([...target.searchParams.keys()]).toEqual(['aff', 'cid', 's1', 's2', 's3'])
    expect(target.searchParams.get('s3')).toBe('ok~1')
    expect((await conversions.findClick(link.split('/').pop()!))?.subIds).toEqual({ sub3: 'ok~1' })
    const dropped = lines.filter((line) => line.includes('sub-ID dropped'))
    // Once per partner and field, however many messages carried it; the value itself is never logged.
    expect(dropped).toHaveLength(4)
    expect(dropped.join('\n')).not.toMatch(/aff=999|yyyy|%26/)
  })
})
