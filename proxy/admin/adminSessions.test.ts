import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import type { Store } from '../store/store.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const TOKEN = 'operator-token-0123456789abcdef'
const HERE = 'http://chat.example.com'

const redis = redisForTests()

const app = (store: Store) =>
  makeTestApp(testConfig({ ADMIN_TOKEN: TOKEN }), { model: createOfflineModel(), store }).app

async function signIn(target: Express): Promise<string> {
  const res = await request(target)
    .post('/admin/login')
    .set('Host', 'chat.example.com')
    .type('form')
    .send({ token: TOKEN })
  expect(res.status).toBe(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}

const opensDashboard = async (target: Express, cookie: string) =>
  !(await request(target).get('/admin').set('Host', 'chat.example.com').set('Cookie', cookie)).text.includes(
    'Operator sign-in',
  )

/** A sign-in form posted with Origin: null (as under Referrer-Policy: no-referrer) from a `site` page. */
const nullOriginSignIn = (target: Express, site: 'same-origin' | 'cross-site') =>
  request(target)
    .post('/admin/login')
    .set('Host', 'chat.example.com')
    .set('Origin', 'null')
    .set('Sec-Fetch-Site', site)
    .type('form')
    .send({ token: TOKEN })

describe.each([
  ['in process', async () => [createMemoryStore({ ttlMs: 60_000 })]],
  [
    'on Redis, shared by two instances',
    async () => Promise.all([1, 2].map(() => redis.store('admin-test:'))),
  ],
])('admin sessions %s', (_name, open) => {
  it('signing out revokes the session: a copied cookie no longer opens the dashboard', async () => {
    const [one, two = one] = (await open()).map(app) as [Express, Express?]
    const cookie = await signIn(one)
    expect(await opensDashboard(one, cookie)).toBe(true)
    expect(await opensDashboard(two, cookie)).toBe(true)
    await request(two)
      .post('/admin/logout')
      .set('Host', 'chat.example.com')
      .set('Origin', HERE)
      .set('Cookie', cookie)
      .expect(303)
    expect(await opensDashboard(one, cookie)).toBe(false)
    expect(await opensDashboard(two, cookie)).toBe(false)
  })
})

describe('state-changing admin requests from another origin', () => {
  it('refuses a cross-site sign-out or sign-in with 403, and the session stays', async () => {
    const target = app(createMemoryStore({ ttlMs: 60_000 }))
    const cookie = await signIn(target)
    const logout = await request(target)
      .post('/admin/logout')
      .set('Host', 'chat.example.com')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
    expect(logout.status).toBe(403)
    expect(await opensDashboard(target, cookie)).toBe(true)
    const login = await nullOriginSignIn(target, 'cross-site')
    expect(login.status).toBe(403)
    expect(login.headers['set-cookie']).toBeUndefined()
  })

  it("accepts the browser's own same-origin form, whose Origin is null under Referrer-Policy: no-referrer", async () => {
    const target = app(createMemoryStore({ ttlMs: 60_000 }))
    const login = await nullOriginSignIn(target, 'same-origin')
    expect(login.status).toBe(303)
  })
})
