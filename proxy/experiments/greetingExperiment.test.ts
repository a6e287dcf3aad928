import { createHash } from 'node:crypto'
import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { defaultPersona, personaTexts } from '../../core/persona.ts'
import { transcriptResponseSchema, widgetConfigSchema } from '../../core/protocol.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import type { Store } from '../store/store.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const ACME = 'https://acme.example'
const PLAIN = 'https://plain.example'
const KEY = 'acme-portal-key-for-greetings-0123456789ab'
const TOKEN = 'operator-token-0123456789abcdef'
const acme: Partner = {
  id: 'acme',
  name: 'Acme',
  origins: [ACME],
  portalKeySha256: createHash('sha256').update(KEY).digest('hex'),
  theme: { accent: '#0a7d4f', radius: '12px' },
  greetings: [
    { id: 'warm', text: { en: 'Hey you, how was your day?', de: 'Hallo du, wie war dein Tag?' } },
    { id: 'bold', text: 'Guess what I just found out.' },
  ],
}
const plain: Partner = { id: 'plain', name: 'Plain', origins: [PLAIN] }

const redis = redisForTests()

function app(store?: Store): Express {
  return makeTestApp(testConfig({ ADMIN_TOKEN: TOKEN }), {
    model: createOfflineModel(),
    partners: fixedPartnerRegistry([acme, plain]),
    ...(store && { store }),
  }).app
}

async function widgetConfig(server: Express, origin: string, variant?: string) {
  const query = variant ? `?persona=mia&variant=${variant}` : '?persona=mia'
  const res = await request(server).get(`/api/widget-config${query}`).set('Origin', origin).expect(200)
  return widgetConfigSchema.parse(res.body)
}

async function start(server: Express, origin: string, variant?: string, locale = 'en') {
  const res = await request(server)
    .post('/api/chat')
    .set('Origin', origin)
    .set('X-Forwarded-For', '8.8.8.8')
    .send({ message: 'hi', locale, ...(variant && { variant }) })
    .expect(200)
  return res.body.sessionId as string
}

async function transcript(server: Express, origin: string, sessionId: string) {
  const res = await request(server)
    .post('/api/chat/transcript')
    .set('Origin', origin)
    .set('X-Forwarded-For', '8.8.8.8')
    .send({ sessionId })
    .expect(200)
  return transcriptResponseSchema.parse(res.body)
}

describe('greeting experiment', () => {
  it("hands the widget the partner's theme and a variant with its texts, and the same one again on reload", async () => {
    const server = app()
    const config = await widgetConfig(server, ACME, 'warm')
    expect(config.theme).toEqual({ accent: '#0a7d4f', radius: '12px' })
    expect(config.greeting).toEqual({
      variant: 'warm',
      text: { en: 'Hey you, how was your day?', de: 'Hallo du, wie war dein Tag?' },
    })
    expect((await widgetConfig(server, ACME, 'bold')).greeting).toEqual({
      variant: 'bold',
      text: 'Guess what I just found out.',
    })
    expect(['warm', 'bold']).toContain((await widgetConfig(server, ACME, 'retired')).greeting?.variant)
    const other = await widgetConfig(server, PLAIN, 'warm')
    expect(other.greeting).toBeUndefined()
    expect(other.theme).toBeUndefined()
  })

  it('opens the conversation with the confirmed variant and keeps it across a reload', async () => {
    const server = app()
    const sessionId = await start(server, ACME, 'warm', 'de')
    const first = await transcript(server, ACME, sessionId)
    expect(first.messages[0]).toMatchObject({ from: 'persona', text: 'Hallo du, wie war dein Tag?' })
    await request(server)
      .post('/api/chat')
      .set('Origin', ACME)
      .set('X-Forwarded-For', '8.8.8.8')
      .send({ message: 'again', sessionId, variant: 'bold' })
      .expect(200)
    expect((await transcript(server, ACME, sessionId)).messages[0]!.text).toBe('Hallo du, wie war dein Tag?')
  })

  it("puts a visitor shown the persona's own greeting (no config came) in no variant", async () => {
    const server = app()
    const res = await request(server)
      .post('/api/chat')
      .set('Origin', ACME)
      .set('X-Forwarded-For', '8.8.8.8')
      .send({ message: 'hi', locale: 'de', variant: '' })
      .expect(200)
    const opening = (await transcript(server, ACME, res.body.sessionId as string)).messages[0]
    expect(opening).toMatchObject({ from: 'persona', text: personaTexts(defaultPersona, 'de').greeting })
    const metrics = await request(server).get('/metrics').expect(200)
    expect(metrics.text).not.toMatch(
      /funnel_events_total\{event="conversations",partner="acme",[^}]*variant="(warm|bold)"/,
    )
    expect(metrics.text).toMatch(
      /funnel_events_total\{event="conversations",partner="acme",persona="mia"[^}]*\} 1/,
    )
  })

  it("keeps the spec's greeting, exactly, for a partner without greetings", async () => {
    const server = app()
    const sessionId = await start(server, PLAIN, 'warm', 'sv')
    expect((await transcript(server, PLAIN, sessionId)).messages[0]!.text).toBe(
      personaTexts(defaultPersona, 'sv').greeting,
    )
  })

  it('counts each variant through the funnel: partner page, admin verdict and the metrics label', async () => {
    const server = app()
    for (const variant of ['warm', 'warm', 'bold']) await start(server, ACME, variant)
    const login = await request(server).post('/partner/login').type('form').send({ key: KEY }).expect(303)
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!
    const page = await request(server).get('/partner').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<tr><th scope="row">warm</th><td>2</td>')
    expect(page.text).toContain('<tr><th scope="row">bold</th><td>1</td>')
    expect(page.text).toContain('<strong>Verdict on clicks:</strong> no difference yet')
    const admin = await request(server).post('/admin/login').type('form').send({ token: TOKEN })
    const adminPage = await request(server)
      .get('/admin')
      .set('Cookie', admin.headers['set-cookie']![0]!.split(';')[0]!)
    expect(adminPage.text).toContain('Acme: greetings')
    expect(adminPage.text).toMatch(/<tr><th scope="row">Conversations<\/th><td>2<\/td><td>1<\/td><\/tr>/)
    const metrics = await request(server).get('/metrics').expect(200)
    expect(metrics.text).toContain(
      'funnel_events_total{event="conversations",partner="acme",persona="mia",variant="warm"} 2',
    )
  })

  it('keeps the variant in a Redis session and counts it in the Redis funnel', async () => {
    const store = await redis.store('exp:')
    const server = app(store)
    const sessionId = await start(server, ACME, 'bold')
    expect((await store.getSession(sessionId))?.variant).toBe('bold')
    expect((await transcript(server, ACME, sessionId)).messages[0]!.text).toBe('Guess what I just found out.')
    const fields = await store.redis!.hkeys(`exp:funnel:${new Date().toISOString().slice(0, 10)}`)
    expect(fields).toContain(JSON.stringify(['acme', 'mia', 'conversations', 'bold']))
  })
})
