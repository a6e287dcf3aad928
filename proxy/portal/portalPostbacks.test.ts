import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { createMemoryPostbacks } from '../postbacks/postbacks.ts'
import { startReceiver, type Receiver } from '../postbacks/testing/postbackFixtures.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { acme, ACME_KEY, signIn } from './testing/portalFixture.ts'

let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver((_req, res) => res.writeHead(200).end())
})
afterAll(() => receiver.close())

function app(partner: Partner) {
  // The receiver is on loopback, which only an operator's allow-list opens.
  const config = testConfig({ POSTBACK_ALLOWED_NETWORKS: '127.0.0.1/32' })
  const store = createMemoryStore({ ttlMs: 60_000 })
  const partners = fixedPartnerRegistry([partner])
  const postbacks = createMemoryPostbacks({
    partners,
    store,
    logger: createLogger('silent'),
    settings: config.postbacks,
  })
  return makeTestApp(config, { model: createOfflineModel(), store, partners, postbacks }).app
}

describe('/partner postbacks', () => {
  it('shows the URL in force, saves the partner’s own, refuses an unknown macro and cross-site posts', async () => {
    const portal = app({ ...acme, postbackUrl: 'https://net.example/pb?c={click_id}' })
    const cookie = await signIn(portal, ACME_KEY)
    const page = await request(portal).get('/partner').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<h2 id="postbacks-heading">Your postbacks</h2>')
    expect(page.text).toContain('from your registry entry): <code>https://net.example/pb?c={click_id}</code>')
    expect(page.text).toContain('<label for="postback-url">Postback URL</label>')

    const bad = await request(portal)
      .post('/partner/postbacks')
      .set('Cookie', cookie)
      .type('form')
      .send({ url: 'https://mine.example/pb?c={clickid}' })
      .expect(400)
    expect(bad.text).toMatch(/role="alert" id="postback-problem">Not saved: unknown macro \{clickid\}/)
    expect(bad.text).toContain('value="https://mine.example/pb?c={clickid}"')
    expect(bad.text).toContain('aria-invalid="true"')

    await request(portal)
      .post('/partner/postbacks')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ url: 'https://evil.example/pb' })
      .expect(403)

    const saved = await request(portal)
      .post('/partner/postbacks')
      .set('Cookie', cookie)
      .type('form')
      .send({ url: 'https://mine.example/pb?c={click_id}' })
      .expect(303)
    expect(saved.headers.location).toBe('/partner?postback=saved#postbacks')
    const after = await request(portal).get(saved.headers.location!).set('Cookie', cookie).expect(200)
    expect(after.text).toContain('(set here): <code>https://mine.example/pb?c={click_id}</code>')
    expect(after.text).toContain('<p role="status">Postback URL saved.</p>')

    await request(portal).post('/partner/postbacks').type('form').send({ url: '' }).expect(401)
  })

  it('sends a test postback that reaches the receiver and shows in the log, secrets masked', async () => {
    const portal = app({ ...acme, postbackUrl: `${receiver.base}/pb?c={click_id}&s={status}&token=s3cret` })
    const cookie = await signIn(portal, ACME_KEY)
    const sent = await request(portal).post('/partner/postbacks/test').set('Cookie', cookie).expect(303)
    expect(sent.headers.location).toBe('/partner?postback=test-sent#postbacks')
    await vi.waitFor(() => expect(receiver.arrivals).toHaveLength(1))
    expect(receiver.arrivals[0]!.url).toMatch(/^\/pb\?c=test-[0-9a-f]{12}&s=test&token=s3cret$/)
    await vi.waitFor(async () => {
      const page = await request(portal).get('/partner').set('Cookie', cookie).expect(200)
      expect(page.text).toMatch(
        /<td>test-[0-9a-f]{12} \(test\)<br>test<\/td><td><code>http:\/\/127\.0\.0\.1:\d+\/pb\?c=test-[0-9a-f]{12}&amp;s=test&amp;token=\*\*\*<\/code><\/td><td>Delivered \(200\)<\/td><td>1<\/td>/,
      )
    })
  })

  it('says so when the test has no URL to go to', async () => {
    const portal = app(acme)
    const cookie = await signIn(portal, ACME_KEY)
    const sent = await request(portal).post('/partner/postbacks/test').set('Cookie', cookie).expect(303)
    expect(sent.headers.location).toBe('/partner?postback=no-url#postbacks')
    const page = await request(portal).get('/partner').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('No postback URL is set')
  })
})
