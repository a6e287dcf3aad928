import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createMemoryFunnelStore } from '../funnel/memoryFunnelStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { fixedPartnerRegistry } from './partnerRegistry.ts'

const CLICK = 'c1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6'

function setup() {
  const funnelStore = createMemoryFunnelStore()
  const partners = fixedPartnerRegistry([
    {
      id: 'acme',
      name: 'Acme',
      origins: ['https://acme.example'],
      signupUrl: 'https://join.acme.example/?plan=free&ref=old',
    },
    { id: 'plain', name: 'Plain', origins: ['https://plain.example'] },
  ])
  const config = testConfig({ SIGNUP_URL: 'https://signup.example/join?lang=en' })
  const { app } = makeTestApp(config, { model: createOfflineModel(), partners, funnelStore })
  const clicks = async () =>
    (await funnelStore.read([new Date().toISOString().slice(0, 10)])).filter(
      (tally) => tally.event === 'clicks',
    )
  return { app, funnelStore, clicks }
}

describe('GET /go/signup/:clickId', () => {
  it('answers HEAD with the same headers as GET and counts no click', async () => {
    const { app, funnelStore, clicks } = setup()
    await funnelStore.saveClick(CLICK, { partner: 'acme', persona: 'mia' })
    const head = await request(app).head(`/go/signup/${CLICK}`).expect(302)
    const again = await request(app).head(`/go/signup/${CLICK}`).expect(302)
    expect(await clicks()).toEqual([])
    const get = await request(app).get(`/go/signup/${CLICK}`).expect(302)
    expect(await clicks()).toHaveLength(1)
    for (const res of [head, again])
      for (const name of ['location', 'cache-control', 'x-robots-tag'])
        expect(res.headers[name], name).toBe(get.headers[name])
  })

  it("sends a partner's visitor to its sign-up page with ref and UTM parameters, keeping its own", async () => {
    const { app, funnelStore } = setup()
    await funnelStore.saveClick(CLICK, { partner: 'acme', persona: 'mia' })
    const res = await request(app).get(`/go/signup/${CLICK}`).expect(302)
    const target = new URL(res.headers.location!)
    expect(target.origin + target.pathname).toBe('https://join.acme.example/')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'free',
      ref: 'acme',
      utm_source: 'acme',
      utm_medium: 'chat',
      utm_campaign: 'mia',
    })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('uses SIGNUP_URL for a partner without its own and for the site', async () => {
    const { app, funnelStore } = setup()
    await funnelStore.saveClick(`${CLICK}p`, { partner: 'plain', persona: 'mia' })
    await funnelStore.saveClick(`${CLICK}s`, { partner: 'site', persona: 'mia' })
    const plain = await request(app).get(`/go/signup/${CLICK}p`).expect(302)
    expect(plain.headers.location).toBe(
      'https://signup.example/join?lang=en&ref=plain&utm_source=plain&utm_medium=chat&utm_campaign=mia',
    )
    const site = await request(app).get(`/go/signup/${CLICK}s`).expect(302)
    expect(site.headers.location).toBe(
      'https://signup.example/join?lang=en&ref=site&utm_source=site&utm_medium=chat&utm_campaign=mia',
    )
  })

  it('counts a conversation’s click once however often it is followed', async () => {
    const { app, funnelStore, clicks } = setup()
    await funnelStore.saveClick(CLICK, { partner: 'acme', persona: 'mia' })
    for (let i = 0; i < 3; i += 1) await request(app).get(`/go/signup/${CLICK}`).expect(302)
    expect(await clicks()).toMatchObject([{ partner: 'acme', persona: 'mia', count: 1 }])
    const metrics = await request(app).get('/metrics').expect(200)
    expect(metrics.text).toContain(
      'funnel_events_total{event="clicks",partner="acme",persona="mia",variant="none"} 1',
    )
  })

  it('sends unknown and malformed ids to SIGNUP_URL as is, counting nothing', async () => {
    const { app, clicks } = setup()
    for (const id of ['0123456789abcdef0123456789abcdef', 'short', '..%2F..%2Fetc']) {
      const res = await request(app).get(`/go/signup/${id}`).expect(302)
      expect(res.headers.location).toBe('https://signup.example/join?lang=en')
    }
    expect(await clicks()).toEqual([])
  })
})
