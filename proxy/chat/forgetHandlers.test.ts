import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { defaultPersona } from '../../core/persona.ts'
import { transcriptResponseSchema } from '../../core/protocol.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig, type TestApp } from '../testing/testApp.ts'

const US = '8.8.8.8'
const PARTNER = 'https://partner.example'
let test: TestApp
let modelCalls: number

/** The offline persona, counting its calls. */
function countingModel(): ChatModel {
  const offline = createOfflineModel()
  return {
    kind: offline.kind,
    complete: (...args) => {
      modelCalls += 1
      return offline.complete(...args)
    },
  }
}

beforeEach(() => {
  modelCalls = 0
  test = makeTestApp(testConfig({ ALLOWED_ORIGINS: PARTNER }), { model: countingModel() })
})

async function chat(message: string, sessionId?: string) {
  const res = await request(test.app)
    .post('/api/chat')
    .set('X-Forwarded-For', US)
    .send({ message, sessionId })
  expect(res.status).toBe(200)
  return res.body as { sessionId: string; reply: { text: string } | null; remaining: number; signup: unknown }
}

const post = (path: string, body: unknown, origin?: string) => {
  const call = request(test.app).post(path).set('X-Forwarded-For', US)
  return (origin ? call.set('Origin', origin) : call).send(body as object)
}
const forget = (body: unknown, origin?: string) => post('/api/chat/forget', body, origin)
const transcript = (sessionId: string) => post('/api/chat/transcript', { sessionId })

describe('POST /api/chat/forget', () => {
  it('erases the conversation: its transcript then answers exactly as for an unknown session', async () => {
    const { sessionId } = await chat('My secret: I hate squats')
    expect((await transcript(sessionId)).status).toBe(200)
    const res = await forget({ sessionId })
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    expect(res.headers['cache-control']).toBe('no-store')
    const after = await transcript(sessionId)
    const unknown = await transcript('never-issued-id')
    expect(after.status).toBe(404)
    expect(after.body).toEqual(unknown.body)
    expect(after.text).not.toContain('squats')
    expect(await test.deps.store.getSession(sessionId)).toBeNull()
  })

  it('answers an unknown id exactly as a known one', async () => {
    const { sessionId } = await chat('Hello')
    const known = await forget({ sessionId })
    const unknown = await forget({ sessionId: 'x'.repeat(sessionId.length) })
    const shape = (res: request.Response) => ({
      status: res.status,
      text: res.text,
      headers: Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id'].includes(name))
        .sort(),
      cacheControl: res.headers['cache-control'],
    })
    expect(shape(unknown)).toEqual(shape(known))
    expect(known.status).toBe(204)
  })

  it.each([
    [{}, /sessionId/],
    [{ sessionId: 42 }, /sessionId/],
    [{ sessionId: '' }, /sessionId/],
    [{ sessionId: 'x'.repeat(129) }, /sessionId/],
    [[], /JSON object/],
  ])('refuses the body %j with a 400 naming the problem', async (body, message) => {
    const res = await request(test.app)
      .post('/api/chat/forget')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(message) } })
  })

  it('refuses a body that is not JSON, or none, like the transcript endpoint', async () => {
    const text = await request(test.app).post('/api/chat/forget').set('Content-Type', 'text/plain').send('x')
    expect(text.status).toBe(415)
    const empty = await request(test.app).post('/api/chat/forget')
    expect(empty.status).toBe(400)
    expect(empty.body.error.code).toBe('invalid_request')
    expect((await request(test.app).get('/api/chat/forget')).status).toBe(404)
  })

  it('keeps a capped conversation capped: its id gets no reply and no model call after deleting', async () => {
    let { sessionId } = await chat('message 1')
    for (let turn = 2; turn <= FREE_REPLY_LIMIT; turn += 1)
      ({ sessionId } = await chat(`message ${turn}`, sessionId))
    const callsAtCap = modelCalls
    expect(callsAtCap).toBe(FREE_REPLY_LIMIT - 1)
    expect((await forget({ sessionId })).status).toBe(204)
    const again = await chat('one more please', sessionId)
    expect(again).toMatchObject({ reply: null, remaining: 0, signup: expect.any(Object) })
    expect(modelCalls).toBe(callsAtCap)
  })

  it('starts a conversation named by a deleted id at the reply count it kept, with none of its text', async () => {
    let { sessionId } = await chat('first secret')
    ;({ sessionId } = await chat('second secret', sessionId))
    await forget({ sessionId })
    const next = await chat('hello again', sessionId)
    expect(next.sessionId).not.toBe(sessionId)
    expect(next.remaining).toBe(FREE_REPLY_LIMIT - 4)
    const body = transcriptResponseSchema.parse((await transcript(next.sessionId)).body)
    expect(body.messages.map(({ text }) => text)).toEqual([
      defaultPersona.greeting,
      'hello again',
      expect.any(String),
    ])
    expect((await transcript(sessionId)).status).toBe(404)
  })

  it('answers allowed partner origins with CORS and others without', async () => {
    const allowed = await forget({ sessionId: 'abc' }, PARTNER)
    expect(allowed.status).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER)
    const refused = await forget({ sessionId: 'abc' }, 'https://evil.example')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await request(test.app)
      .options('/api/chat/forget')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER)
    expect(preflight.headers['access-control-allow-methods']).toContain('POST')
  })

  it('is rate limited per address like the transcript', async () => {
    const limited = makeTestApp(testConfig({ RATE_LIMIT_PER_MINUTE: '2' }), { model: createOfflineModel() })
    const statuses = []
    for (let i = 0; i < 3; i += 1) {
      const res = await request(limited.app)
        .post('/api/chat/forget')
        .set('X-Forwarded-For', US)
        .send({ sessionId: 'unknown' })
      statuses.push(res.status)
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect(statuses).toEqual([204, 204, 429])
  })
})
