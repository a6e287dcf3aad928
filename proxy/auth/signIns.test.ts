import type { Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { sha256Hex } from './signIns.ts'

const TOKEN = 'operator-token-0123456789abcdef'
const KEY = 'acme-portal-key-0123456789abcdef0123456789'
const partner = {
  id: 'acme',
  name: 'Acme Dating',
  origins: ['https://acme.example'],
  portalKeySha256: sha256Hex(KEY),
}

const areas = [
  { area: 'admin', form: { token: TOKEN }, cookie: 'cc_admin' },
  { area: 'partner', form: { key: KEY }, cookie: 'cc_partner' },
] as const

function app(store?: Store, env: Record<string, string> = {}): Express {
  const config = testConfig({ ADMIN_TOKEN: TOKEN, ...env })
  const partners = fixedPartnerRegistry([partner])
  return makeTestApp(config, { model: createOfflineModel(), partners, ...(store ? { store } : {}) }).app
}

describe.each(areas)('/$area sign-in', ({ area, form, cookie }) => {
  const signIn = (target: Express) => request(target).post(`/${area}/login`).type('form').send(form)

  it('refuses a cross-site form even when its Origin names this host over https', async () => {
    const target = app()
    const session = (await signIn(target).expect(303)).headers['set-cookie']![0]!.split(';')[0]!
    const fromHttpsTwin = (path: string) =>
      request(target)
        .post(`/${area}/${path}`)
        .set('Host', 'chat.example.com')
        .set('Origin', 'https://chat.example.com')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Cookie', session)
    const login = await fromHttpsTwin('login').type('form').send(form)
    expect(login.status).toBe(403)
    expect(login.headers['set-cookie']).toBeUndefined()
    expect((await fromHttpsTwin('logout')).status).toBe(403)
    const page = await request(target).get(`/${area}`).set('Cookie', session).expect(200)
    expect(page.text).toContain('Sign out')
  })

  it('marks the cookie Secure when the visitor came over https, whatever the Host says', async () => {
    const target = app()
    const plain = await signIn(target).set('Host', 'chat.example.com').expect(303)
    expect(plain.headers['set-cookie']![0]).toMatch(new RegExp(`^${cookie}=`))
    expect(plain.headers['set-cookie']![0]).not.toMatch(/Secure/)
    const tls = await signIn(target).set('Host', '127.0.0.1').set('X-Forwarded-Proto', 'https').expect(303)
    expect(tls.headers['set-cookie']![0]).toMatch(/; Secure/)
  })
})

describe('sign-in during a Redis outage', () => {
  let redis: RedisServer
  let store: Store
  beforeAll(async () => {
    redis = await startRedisServer()
    store = await createRedisStore({ redis: redis.url, ttlMs: 60_000, keyPrefix: 'outage:' })
  })
  afterAll(async () => {
    await store?.close()
    await redis?.close()
  })

  it('answers 503 on every area, signed in or not, and no stack reaches the answer', async () => {
    const target = app(store)
    const cookies = await Promise.all(
      areas.map(async ({ area, form }) => {
        const res = await request(target).post(`/${area}/login`).type('form').send(form).expect(303)
        return res.headers['set-cookie']![0]!.split(';')[0]!
      }),
    )
    await redis.stop()
    for (const [index, { area, form }] of areas.entries()) {
      const page = await request(target).get(`/${area}`).set('Cookie', cookies[index]!)
      const login = await request(target).post(`/${area}/login`).type('form').send(form)
      const logout = await request(target).post(`/${area}/logout`).set('Cookie', cookies[index]!)
      expect([page.status, login.status, logout.status]).toEqual([503, 503, 503])
      expect(page.text).not.toMatch(/ at |Error/)
    }
  })
})
