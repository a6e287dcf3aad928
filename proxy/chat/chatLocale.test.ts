import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { de } from '../../core/i18n/de.ts'
import { en } from '../../core/i18n/en.ts'
import { fr } from '../../core/i18n/fr.ts'
import { defaultPersona, personaTexts } from '../../core/persona.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const US = '8.8.8.8'
const { upstream, chatAppPerTest } = useFakeUpstream()
const { send } = chatAppPerTest({ env: { SIGNUP_URL: 'https://signup.example/join' } })

describe('POST /api/chat in the visitor’s language', () => {
  it('tells the model to answer in the visitor’s language, defaulting to the locale, and greets in it', async () => {
    await send({ message: 'Hallo Mia', locale: 'de' })
    const [system, greeting] = upstream().requests[0]!.body.messages
    expect(system.content).toContain('Answer in the language the visitor writes in')
    expect(system.content).toContain('answer in German')
    expect(greeting).toEqual({ role: 'assistant', content: personaTexts(defaultPersona, 'de').greeting })
  })

  it('builds one prompt per language', async () => {
    await send({ message: 'Salut', locale: 'fr' })
    await send({ message: 'Hei', locale: 'nb' })
    await send({ message: 'Hi' })
    const prompts = upstream().requests.map((r) => r.body.messages[0].content as string)
    expect(prompts[0]).toContain('answer in French')
    expect(prompts[1]).toContain('answer in Norwegian Bokmål')
    expect(prompts[2]).toContain('answer in English')
  })

  it('refuses in the locale', async () => {
    const res = await send({ message: 'Hallo', locale: 'de' }, '77.88.8.8')
    expect(res.body.reply).toEqual({ text: de.refusal, kind: 'refused' })
  })

  it('fails and answers empty in the locale', async () => {
    const first = await send({ message: 'Bonjour [[fail]]', locale: 'fr' })
    expect(first.body.reply).toEqual({ text: fr.failure, kind: 'failed' })
    const empty = await send({ message: 'Rien [[empty]]', locale: 'fr', sessionId: first.body.sessionId })
    expect(empty.body.reply).toEqual({ text: fr.emptyReply, kind: 'empty' })
  })

  it('offers the sign-up in the locale of each request', async () => {
    let sessionId: string | undefined
    let last
    for (let i = 1; i < FREE_REPLY_LIMIT; i += 1) {
      last = await send({ message: `Nachricht ${i}`, sessionId, locale: 'de' })
      sessionId = last.body.sessionId
    }
    expect(last!.body.signup).toEqual({
      text: 'Weiterchatten mit Mia:',
      label: 'Kostenloses Konto erstellen',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/go\/signup\/[\w-]{20,}$/),
    })
    const later = await send({ message: 'Noch da?', sessionId, locale: 'it' })
    expect(later.body.signup).toMatchObject({ label: catalogues.it.signupLabel })
  })

  it.each([{ locale: 'pt' }, { locale: 'de-AT ' }, { locale: 42 }, { locale: null }, {}])(
    'treats %j as English without refusing the request',
    async (extra) => {
      const res = await send({ message: 'Hi', ...extra }, '77.88.8.8')
      expect(res.status).toBe(200)
      expect(res.body.reply).toEqual({ text: en.refusal, kind: 'refused' })
    },
  )

  it('answers the daily-limit 503 with the failure text in the locale', async () => {
    const { app } = makeTestApp(testConfig({ DAILY_MODEL_CALL_LIMIT: '1' }), { model: createOfflineModel() })
    await request(app).post('/api/chat').set('X-Forwarded-For', US).send({ message: 'Hi' })
    const over = await request(app)
      .post('/api/chat')
      .set('X-Forwarded-For', US)
      .send({ message: 'Hej', locale: 'sv' })
    expect(over.status).toBe(503)
    expect(over.body.reply).toEqual({ text: catalogues.sv.failure })
  })
})

describe('the offline persona through the API', () => {
  it('answers in the request’s locale', async () => {
    const { app } = makeTestApp(testConfig(), { model: createOfflineModel({ random: () => 0 }) })
    const res = await request(app)
      .post('/api/chat')
      .set('X-Forwarded-For', US)
      .send({ message: 'Hallo Mia!', locale: 'de' })
    expect(res.body.reply.text).toMatch(/^(Hey du|Hiii|Na hallo)/)
  })
})
