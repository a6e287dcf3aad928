import fc from 'fast-check'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { MAX_MESSAGE_LENGTH } from '../../core/constants.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

function setup() {
  const complete = vi.fn<ChatModel['complete']>(async () => ({ kind: 'reply', text: 'hi 😘' }))
  const { app } = makeTestApp(testConfig(), { model: { kind: 'offline', complete } })
  const post = () => request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8')
  return { app, complete, post }
}

describe('bad input to POST /api/chat', () => {
  it.each([
    ['a missing message', {}, /message/],
    ['a number as message', { message: 42 }, /message must be a string/],
    ['an empty message', { message: '' }, /message must not be empty/],
    ['a whitespace-only message', { message: ' \n\t ' }, /message must not be empty/],
    ['a message over 1,000 characters', { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, /at most 1000/],
    [
      '1,000 emoji (2,000 UTF-16 units)',
      { message: '😘'.repeat(MAX_MESSAGE_LENGTH) },
      /message.*at most 1000/,
    ],
    ['501 emoji (1,002 UTF-16 units)', { message: '😘'.repeat(501) }, /message.*at most 1000/],
    [
      'a message of zero-width characters',
      { message: '\u200b\u200c\u200d\u2060\ufeff' },
      /must not be empty/,
    ],
    ['zero-width and white space mixed', { message: ' \u200b\u00a0\u3000\u200d\n' }, /must not be empty/],
    ['Braille Pattern Blanks', { message: '\u2800\u2800' }, /must not be empty/],
    ['Hangul fillers', { message: '\u3164\u115f\u1160\uffa0' }, /must not be empty/],
    ['a NUL character', { message: '\u0000' }, /control characters/],
    ['a control character inside text', { message: 'hi\u0007 there' }, /control characters/],
    ['a C1 control character', { message: 'hi\u009b' }, /control characters/],
    ['a lone high surrogate', { message: '\ud800' }, /unpaired surrogate/],
    ['a lone low surrogate after text', { message: 'hey \udc00' }, /unpaired surrogate/],
    ['a non-string session id', { message: 'hi', sessionId: 7 }, /sessionId/],
    ['a non-string persona', { message: 'hi', persona: ['mia'] }, /persona/],
    ['an array body', [{ message: 'hi' }], /JSON object/],
  ])('answers 400 invalid_request naming the problem for %s', async (_name, body, problem) => {
    const { post, complete } = setup()
    const res = await post().send(body as object)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_request')
    expect(res.body.error.message).toMatch(problem)
    expect(complete).not.toHaveBeenCalled()
  })

  it('accepts a message of exactly 1,000 characters', async () => {
    const res = await setup()
      .post()
      .send({ message: 'x'.repeat(MAX_MESSAGE_LENGTH) })
    expect(res.status).toBe(200)
  })

  it('counts length in UTF-16 code units, as an input maxlength does: 500 emoji are accepted', async () => {
    const message = '😘'.repeat(MAX_MESSAGE_LENGTH / 2)
    expect(message).toHaveLength(MAX_MESSAGE_LENGTH)
    const { post, complete } = setup()
    const res = await post().send({ message })
    expect(res.status).toBe(200)
    expect(complete).toHaveBeenCalledTimes(1)
  })

  it.each([
    { 'Content-Type': 'application/json' },
    { 'Content-Type': 'application/json', 'Content-Length': '0' },
    {},
  ])('answers 400 invalid_request naming the empty body for a POST without one (%o)', async (headers) => {
    const { post, complete } = setup()
    const res = await post().set(headers)
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: expect.stringMatching(/body is empty/),
    })
    expect(complete).not.toHaveBeenCalled()
  })

  it('answers 400 invalid_json for malformed JSON', async () => {
    const res = await setup().post().set('Content-Type', 'application/json').send('{"message": "hi"')
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_json')
  })

  it('answers 413 payload_too_large for a body over 8 KB', async () => {
    const res = await setup()
      .post()
      .send({ message: 'hi', padding: 'x'.repeat(9000) })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 unsupported_media_type for %s',
    async (type) => {
      const res = await setup().post().set('Content-Type', type).send('message=hi')
      expect(res.status).toBe(415)
      expect(res.body.error.code).toBe('unsupported_media_type')
    },
  )

  it('answers a JSON 404 for unknown API paths and methods', async () => {
    const { app } = setup()
    const res = await request(app).get('/api/chat')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })

  it('never answers 5xx to arbitrary JSON or bytes, and keeps answering afterwards', async () => {
    const { post } = setup()
    const json = fc.jsonValue().map((value) => ({ type: 'application/json', body: JSON.stringify(value) }))
    const shaped = fc
      .record(
        {
          message: fc.oneof(fc.string(), fc.jsonValue()),
          sessionId: fc.jsonValue(),
          persona: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((value) => ({ type: 'application/json', body: JSON.stringify(value) }))
    const text = fc.string({ maxLength: 300 }).map((body) => ({ type: 'application/json', body }))
    const bytes = fc
      .uint8Array({ maxLength: 300 })
      .chain((body) =>
        fc
          .constantFrom('application/json', 'text/plain', 'application/octet-stream')
          .map((type) => ({ type, body: Buffer.from(body) })),
      )
    await fc.assert(
      fc.asyncProperty(fc.oneof(json, shaped, text, bytes), async ({ type, body }) => {
        const res = await post().set('Content-Type', type).send(body)
        expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true)
        expect(res.type).toBe('application/json')
        if (res.status === 200) expect(res.body.sessionId).toEqual(expect.any(String))
        else expect(res.body.error.code).toEqual(expect.any(String))
      }),
      { numRuns: 300 },
    )
    const after = await post().send({ message: 'still there?' })
    expect(after.status).toBe(200)
    expect(after.body.reply.kind).toBe('reply')
  })
})
