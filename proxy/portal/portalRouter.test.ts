import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { expectSignInLockout } from '../auth/testing/expectSignInLockout.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { acme, ACME_KEY, GLOBEX_KEY, portalApp, sha256, signIn } from './testing/portalFixture.ts'

describe('/partner sign-in', () => {
  it('does not exist while no partner has a portal key', async () => {
    const app = await portalApp([{ ...acme, portalKeySha256: undefined }])
    await request(app).get('/partner').expect(404)
    await request(app).post('/partner/login').type('form').send({ key: ACME_KEY }).expect(404)
    await request(app).get('/partner/funnel.csv').expect(404)
  })

  it('shows a sign-in form, never cached or indexed, with no script', async () => {
    const app = await portalApp()
    const res = await request(app).get('/partner').expect(200)
    expect(res.text).toContain('<label for="key">Portal key</label>')
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(res.text).not.toMatch(/Acme|Globex/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('signs in with the right key: an HttpOnly, SameSite=Strict cookie that is not the key', async () => {
    const app = await portalApp()
    const res = await request(app).post('/partner/login').type('form').send({ key: ACME_KEY }).expect(303)
    const cookie = res.headers['set-cookie']![0]!
    expect(res.headers.location).toBe('/partner')
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\/partner/)
    expect(cookie).not.toContain(ACME_KEY)
    expect(cookie).not.toMatch(/Secure/)
    const page = await request(app).get('/partner').set('Cookie', cookie.split(';')[0]!).expect(200)
    expect(page.text).toContain('<h1>Acme Dating</h1>')
  })

  it('refuses a wrong key and a made-up cookie, and answers 429 to the sixth wrong try from one address', async () => {
    const app = await portalApp()
    const attempt = (key: string, from = '8.8.8.8') =>
      request(app).post('/partner/login').set('X-Forwarded-For', from).type('form').send({ key })
    await expectSignInLockout(attempt, ACME_KEY, {
      wrong: 'That key is not right.',
      limited: 'Too many wrong keys',
    })
    const forged = await request(app)
      .get('/partner')
      .set('Cookie', `cc_partner=${'A'.repeat(43)}`)
    expect(forged.text).toContain('Partner sign-in')
    await request(app).get('/partner/funnel.csv').expect(401)
  })

  it('does not count successful sign-ins against the limit', async () => {
    const app = await portalApp()
    for (let i = 0; i < 8; i += 1) await signIn(app, ACME_KEY)
  })

  it('ends the session on sign-out: a copy of the cookie no longer works', async () => {
    const app = await portalApp()
    const cookie = await signIn(app, ACME_KEY)
    const copy = cookie
    const out = await request(app).post('/partner/logout').set('Cookie', cookie).expect(303)
    expect(out.headers['set-cookie']![0]).toMatch(/cc_partner=;/)
    const page = await request(app).get('/partner').set('Cookie', copy).expect(200)
    expect(page.text).toContain('Partner sign-in')
    await request(app).get('/partner/funnel.csv').set('Cookie', copy).expect(401)
  })

  it('refuses sign-in and sign-out sent from another site', async () => {
    const app = await portalApp()
    const cookie = await signIn(app, GLOBEX_KEY)
    const login = await request(app)
      .post('/partner/login')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ key: ACME_KEY })
      .expect(403)
    expect(login.headers['set-cookie']).toBeUndefined()
    await request(app)
      .post('/partner/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403)
    await request(app).post('/partner/logout').set('Cookie', cookie).set('Origin', 'null').expect(403)
    expect((await request(app).get('/partner').set('Cookie', cookie)).text).toContain('Globex Hearts')
    // What a browser sends from this server's own page under Referrer-Policy: no-referrer
    await request(app)
      .post('/partner/login')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ key: ACME_KEY })
      .expect(303)
    await request(app)
      .post('/partner/logout')
      .set('Cookie', cookie)
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .expect(303)
  })
})

describe('/partner after the registry changes', () => {
  it('ends sessions signed in with a key the operator has since replaced', async () => {
    let entry = acme
    const partners = {
      byOrigin: () => undefined,
      byId: (id: string) => (id === entry.id ? entry : undefined),
      list: () => [entry],
      reload: async () => true,
      close: () => undefined,
    }
    const { app } = makeTestApp(testConfig(), { model: createOfflineModel(), partners })
    const cookie = await signIn(app, ACME_KEY)
    expect((await request(app).get('/partner').set('Cookie', cookie)).text).toContain('Acme Dating')
    entry = { ...acme, portalKeySha256: sha256('a-new-key-for-acme-0123456789abcdef') }
    expect((await request(app).get('/partner').set('Cookie', cookie)).text).toContain('Partner sign-in')
  })
})

describe('/partner snippet builder', () => {
  it('ships as files under the CSP: only a JSON data block inline, the builder and widget.js as scripts', async () => {
    const app = await portalApp()
    const cookie = await signIn(app, ACME_KEY)
    const page = await request(app)
      .get('/partner')
      .set('Cookie', cookie)
      .set('Host', 'chat.example')
      .expect(200)
    const scripts = page.text.match(/<script[^>]*>/g)
    expect(scripts).toEqual([
      '<script src="/partner/builder.js" defer>',
      '<script src="/widget.js" async>',
      '<script type="application/json" id="builder-data">',
    ])
    expect(page.text).toContain('"server":"http://chat.example"')
    expect(page.text).toContain('<code>https://acme.example</code>')
    const script = await request(app).get('/partner/builder.js').expect(200)
    expect(script.headers['content-type']).toMatch(/javascript/)
  })
})
