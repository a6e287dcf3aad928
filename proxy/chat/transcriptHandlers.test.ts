import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { enServer } from '../../core/i18n/en.ts'
import { format } from '../../core/i18n/format.ts'
import { defaultPersona } from '../../core/persona.ts'
import { transcriptResponseSchema } from '../../core/protocol.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig, type TestApp } from '../testing/testApp.ts'

const US = '8.8.8.8'
let test: TestApp

beforeEach(() => {
  test = makeTestApp(testConfig({ SIGNUP_URL: 'https://signup.example/join' }), {
    model: createOfflineModel(),
  })
})

async function chat(message: string, sessionId?: string): Promise<string> {
  const res = await request(test.app)
    .post('/api/chat')
    .set('X-Forwarded-For', US)
    .send({ message, sessionId })
  expect(res.status).toBe(200)
  return res.body.sessionId as string
}

function transcript(body: object) {
  return request(test.app).post('/api/chat/transcript').set('X-Forwarded-For', US).send(body)
}

describe('POST /api/chat/transcript', () => {
  it('answers the whole conversation, greeting first, with ISO times and the replies left', async () => {
    const before = Date.now()
    const sessionId = await chat('Hi Mia')
    await chat('How was the gym?', sessionId)
    const res = await transcript({ sessionId })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = transcriptResponseSchema.parse(res.body)
    expect(body.sessionId).toBe(sessionId)
    expect(body.messages.map(({ from }) => from)).toEqual([
      'persona',
      'visitor',
      'persona',
      'visitor',
      'persona',
    ])
    expect(body.messages[0]?.text).toBe(defaultPersona.greeting)
    expect(body.messages[3]?.text).toBe('How was the gym?')
    for (const { at } of body.messages) expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000)
    expect(body.remaining).toBe(FREE_REPLY_LIMIT - 3)
    expect(body.signup).toBeNull()
  })

  it('gives a download what it needs: the speaker and time of every message, the greeting included', async () => {
    const before = Date.now()
    const sessionId = await chat('First')
    await chat('Second', sessionId)
    const after = Date.now()
    const { messages } = transcriptResponseSchema.parse((await transcript({ sessionId })).body)
    const times = messages.map(({ at }) => Date.parse(at))
    for (const { from, at } of messages) {
      expect(['visitor', 'persona']).toContain(from)
      expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    }
    expect(times[0]).toBeGreaterThanOrEqual(before)
    expect(times.at(-1)).toBeLessThanOrEqual(after)
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('keeps every message past the model window, and carries the offer once the cap is reached', async () => {
    let sessionId = await chat('message 1')
    for (let turn = 2; turn <= 8; turn += 1) sessionId = await chat(`message ${turn}`, sessionId)
    const body = transcriptResponseSchema.parse((await transcript({ sessionId })).body)
    expect(body.messages).toHaveLength(1 + (FREE_REPLY_LIMIT - 1) * 2)
    expect(body.messages[1]?.text).toBe('message 1')
    expect(body.remaining).toBe(0)
    expect(body.signup).toEqual({
      text: format(enServer.signupText, { name: defaultPersona.name }),
      label: enServer.signupLabel,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/go\/signup\/[\w-]{20,}$/),
    })
  })

  it('answers 404 with the JSON error shape for an unknown id, and never another session', async () => {
    const sessionId = await chat('A secret between us')
    const guesses = [
      'x',
      sessionId.slice(0, -1),
      `${sessionId}x`,
      sessionId.toUpperCase() === sessionId ? sessionId.toLowerCase() : sessionId.toUpperCase(),
      '0'.repeat(sessionId.length),
    ]
    for (const guess of guesses) {
      const res = await transcript({ sessionId: guess })
      expect(res.status).toBe(404)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
      expect(res.text).not.toContain('A secret between us')
    }
  })

  it('takes the id in the body only: a query string or a GET finds nothing', async () => {
    const sessionId = await chat('Hello')
    const get = await request(test.app).get(`/api/chat/transcript?sessionId=${sessionId}`)
    expect(get.status).toBe(404)
    expect(get.text).not.toContain(sessionId)
  })
})
