import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { utcDay } from '../funnel/funnelStore.ts'
import { createMemoryFunnelStore } from '../funnel/memoryFunnelStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { expectSignInLockout } from '../auth/testing/expectSignInLockout.ts'

const TOKEN = 'operator-token-0123456789abcdef'

async function setup(env: Record<string, string> = { ADMIN_TOKEN: TOKEN }) {
  const funnelStore = createMemoryFunnelStore()
  const partners = fixedPartnerRegistry([
    { id: 'acme', name: 'Acme <Dating>', origins: ['https://acme.example'] },
  ])
  const { app } = makeTestApp(testConfig(env), { model: createOfflineModel(), partners, funnelStore })
  const today = utcDay()
  const acme = { partner: 'acme', persona: 'mia' }
  for (const event of ['conversations', 'conversations', 'replies', 'offers', 'clicks'] as const)
    await funnelStore.add(event, today, acme)
  await funnelStore.add('conversations', today, { partner: 'site', persona: 'mia' })
  return { app }
}

async function signIn(app: Parameters<typeof request>[0], from = '8.8.8.8') {
  const res = await request(app)
    .post('/admin/login')
    .set('X-Forwarded-For', from)
    .type('form')
    .send({ token: TOKEN })
    .expect(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}

describe('/admin', () => {
  it('does not exist without ADMIN_TOKEN', async () => {
    const { app } = await setup({})
    await request(app).get('/admin').expect(404)
    await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(404)
  })

  it('shows a sign-in form, never cached or indexed', async () => {
    const { app } = await setup()
    const res = await request(app).get('/admin').expect(200)
    expect(res.text).toContain('<label for="token">Admin token</label>')
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(res.text).not.toContain('Acme')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.text).not.toMatch(/<script/)
  })

  it('signs in with the token: an HttpOnly, SameSite=Strict cookie that is not the token', async () => {
    const { app } = await setup()
    const res = await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(303)
    const cookie = res.headers['set-cookie']![0]!
    expect(res.headers.location).toBe('/admin')
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).not.toContain(TOKEN)
    expect(cookie).not.toMatch(/Secure/)
  })

  it('shows the table with a total row once signed in, and the CSV of the same numbers', async () => {
    const { app } = await setup()
    const cookie = await signIn(app)
    const page = await request(app).get('/admin?days=30').set('Cookie', cookie).expect(200)
    expect(page.text).toContain(
      '<th scope="row">Acme &lt;Dating&gt;</th><td>2</td><td>1</td><td>1</td><td>1</td><td>50.0%</td>',
    )
    expect(page.text).toContain(
      '<th scope="row">This site</th><td>1</td><td>0</td><td>0</td><td>0</td><td>0.0%</td>',
    )
    expect(page.text).toContain(
      '<th scope="row">Total</th><td>3</td><td>1</td><td>1</td><td>1</td><td>33.3%</td>',
    )
    expect(page.text).toContain(
      'aria-label="Acme &lt;Dating&gt;: 2 conversations, 1 reached the offer, 1 sign-up click"',
    )
    expect(page.text).toContain('href="/admin?days=30" aria-current="page"')

    const csv = await request(app).get('/admin/funnel.csv?days=30').set('Cookie', cookie).expect(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="?funnel-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv/,
    )
    expect(csv.text.split('\r\n')).toEqual([
      'partner,name,conversations,replies,reached_offer,signup_clicks,click_rate',
      'acme,Acme <Dating>,2,1,1,1,50.0%',
      'site,This site,1,0,0,0,0.0%',
      'direct,Direct (no origin),0,0,0,0,',
      'total,Total,3,1,1,1,33.3%',
      '',
    ])
  })

  it('refuses a forged or tampered cookie and the CSV without one', async () => {
    const { app } = await setup()
    const cookie = await signIn(app)
    const tampered = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A')
    expect((await request(app).get('/admin').set('Cookie', tampered)).text).toContain('Operator sign-in')
    expect((await request(app).get('/admin').set('Cookie', `cc_admin=${TOKEN}`)).text).toContain(
      'Operator sign-in',
    )
    await request(app).get('/admin/funnel.csv').expect(401)
  })

  it('refuses a wrong token, and answers 429 to the sixth try from one address in 15 minutes', async () => {
    const { app } = await setup()
    const attempt = (token: string, from = '8.8.8.8') =>
      request(app).post('/admin/login').set('X-Forwarded-For', from).type('form').send({ token })
    await expectSignInLockout(attempt, TOKEN, {
      wrong: 'That token is not right.',
      limited: 'Too many wrong tokens',
    })
  })

  it('does not count successful sign-ins against the limit', async () => {
    const { app } = await setup()
    for (let i = 0; i < 8; i += 1) await signIn(app)
  })
})
