import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const TINY = 'https://tiny.example'
const CRISES = [
  { message: 'I want to kill myself tonight', locale: 'en' },
  { message: 'Ich will nicht mehr leben', locale: 'de' },
] as const

function setup(env: Record<string, string>, dailyModelCalls: number) {
  const partners = fixedPartnerRegistry([{ id: 'tiny', name: 'Tiny', origins: [TINY], dailyModelCalls }])
  const { app } = makeTestApp(testConfig(env), { model: createOfflineModel(), partners, detectCrisis })
  return (body: object, address = '8.8.8.8') =>
    request(app).post('/api/chat').set('X-Forwarded-For', address).set('Origin', TINY).send(body)
}

describe("a crisis message on a partner's page whose budget is spent", () => {
  it("gets the helpline once the partner's daily budget is spent, and spends none of it", async () => {
    const chat = setup({}, 1)
    for (const { message, locale } of CRISES) {
      const res = await chat({ message, locale }).expect(200)
      expect(res.body.reply).toEqual({ text: crisisText(locale, 'US'), kind: 'crisis' })
    }
    expect((await chat({ message: 'hi' })).status).toBe(200)
    expect((await chat({ message: 'hi' })).status).toBe(503)
    for (const { message, locale } of CRISES)
      expect((await chat({ message, locale }).expect(200)).body.reply.kind).toBe('crisis')
  })

  it("gets the helpline once its address has spent its share of the partner's budget", async () => {
    const chat = setup({ PARTNER_BUDGET_SHARE_PER_ADDRESS: '5' }, 1_000)
    let status = 200
    for (let calls = 0; status === 200 && calls < 100; calls += 1)
      status = (await chat({ message: 'hi' })).status
    expect(status).toBe(503)
    for (const { message, locale } of CRISES) {
      const res = await chat({ message, locale }).expect(200)
      expect(res.body.reply).toEqual({ text: crisisText(locale, 'US'), kind: 'crisis' })
    }
  })
})
