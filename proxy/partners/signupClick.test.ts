import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createMemoryConversionStore } from '../conversions/memoryConversionStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { reachOffer } from '../testing/reachOffer.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'
import { fixedPartnerRegistry } from './partnerRegistry.ts'

const ACME = 'https://acme.example'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

function setup(env: Record<string, string> = {}, signupUrl?: string) {
  const conversionStore = createMemoryConversionStore()
  const { logger, lines } = captureLogger('warn')
  const partners = fixedPartnerRegistry([
    { id: 'acme', name: 'Acme', origins: [ACME], ...(signupUrl && { signupUrl }) },
  ])
  const config = testConfig({ SIGNUP_URL: 'https://signup.example/join?lang=en', ...env })
  const { app } = makeTestApp(config, { model: createOfflineModel(), partners, conversionStore, logger })
  return { app, conversionStore, lines }
}

const click = (app: Express, link: string) =>
  request(app).get(link).set('X-Forwarded-For', '81.2.69.142').set('User-Agent', IPHONE).expect(302)

describe('the sign-up click record', () => {
  it('keeps partner, persona, country, device, language and sub-IDs of the first click, no text or address', async () => {
    const { app, conversionStore } = setup()
    const link = await reachOffer(app, ACME, {
      locale: 'de',
      subIds: { sub1: 'spring-sale', sub2: 'feed.3' },
    })
    const clickId = link.split('/').pop()!
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    await click(app, link)
    const record = await conversionStore.findClick(clickId)
    expect(record).toEqual({
      clickId,
      partner: 'acme',
      persona: 'mia',
      country: 'GB',
      device: 'phone',
      language: 'de',
      subIds: { sub1: 'spring-sale', sub2: 'feed.3' },
      at: expect.any(Number),
    })
    expect(JSON.stringify(record)).not.toMatch(/81\.2\.69|turn/)
    await request(app).get(link).set('X-Forwarded-For', '8.8.8.8').expect(302)
    expect((await conversionStore.findClick(clickId))?.country).toBe('GB')
    expect(await conversionStore.readClicks([new Date().toISOString().slice(0, 10)])).toHaveLength(1)
  })

  it("drops a partner's oversized or unsafe sub-ID, logging it, and still answers the visitor", async () => {
    const { app, conversionStore, lines } = setup()
    const link = await reachOffer(app, ACME, { subIds: { sub1: 'x'.repeat(65), sub2: 'a&b', sub3: 'ok' } })
    await click(app, link)
    expect((await conversionStore.findClick(link.split('/').pop()!))?.subIds).toEqual({ sub3: 'ok' })
    const dropped = lines.filter((line) => line.includes('sub-ID dropped'))
    expect(dropped).toHaveLength(2)
    expect(dropped.join('\n')).not.toContain('a&b')
  })

  it('fills a template URL with the click, every value URL-encoded; a plain URL keeps ref and UTM', async () => {
    const template =
      'https://offer.example/signup?aff=123&s1={click_id}&s2={partner}&c={country}&d={device}&x={sub1}'
    const { app } = setup({}, template)
    const link = await reachOffer(app, ACME, { subIds: { sub1: 'a.b~c' } })
    const res = await click(app, link)
    const target = new URL(res.headers.location!)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      aff: '123',
      s1: link.split('/').pop(),
      s2: 'acme',
      c: 'GB',
      d: 'phone',
      x: 'a.b~c',
    })
    const plain = setup()
    const plainLink = await reachOffer(plain.app, ACME)
    const credited = new URL((await click(plain.app, plainLink)).headers.location!)
    expect(credited.searchParams.get('utm_source')).toBe('acme')
  })

  it('sends an unknown link to a SIGNUP_URL template with its macros empty', async () => {
    const { app } = setup({ SIGNUP_URL: 'https://offer.example/go?s1={click_id}&p={partner}' })
    const res = await request(app).get('/go/signup/unknown-0123456789abcdef').expect(302)
    expect(res.headers.location).toBe('https://offer.example/go?s1=&p=')
  })
})
