import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { defaultPersona } from '../../core/persona.ts'
import { transcriptResponseSchema } from '../../core/protocol.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig, type TestApp } from '../testing/testApp.ts'

const US = '8.8.8.8'
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
  test = makeTestApp(testConfig(), { model: countingModel() })
})

async function chat(message: string, sessionId?: string) {
  const res = await request(test.app)
    .post('/api/chat')
    .set('X-Forwarded-For', US)
    .send({ message, sessionId })
  expect(res.status).toBe(200)
  return res.body as { sessionId: string; reply: { text: string } | null; remaining: number; signup: unknown }
}

const post = (path: string, body: object) =>
  request(test.app).post(path).set('X-Forwarded-For', US).send(body)
const forget = (body: object) => post('/api/chat/forget', body)
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

  it('keeps the cap and the offer through delete after delete, each message naming the last deleted id', async () => {
    let { sessionId } = await chat('message 1')
    for (let turn = 2; turn <= FREE_REPLY_LIMIT; turn += 1)
      ({ sessionId } = await chat(`message ${turn}`, sessionId))
    const callsAtCap = modelCalls
    for (let round = 1; round <= 3; round += 1) {
      expect((await forget({ sessionId })).status).toBe(204)
      const next = await chat(`after delete ${round}`, sessionId)
      expect(next).toMatchObject({ reply: null, remaining: 0, signup: expect.any(Object) })
      expect(next.sessionId).not.toBe(sessionId)
      const kept = transcriptResponseSchema.parse((await transcript(next.sessionId)).body)
      expect(kept).toMatchObject({ remaining: 0, signup: expect.any(Object) })
      expect(kept.messages.map(({ text }) => text)).not.toContain('message 1')
      sessionId = next.sessionId
    }
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
})
