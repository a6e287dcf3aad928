import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { preflight } from '../testing/preflight.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const US = '8.8.8.8'
const PARTNER = 'https://partner.example'

/** The endpoints built on sessionBodyHandlers, with their status for a known and an unknown id. */
const ENDPOINTS = [
  { path: '/api/chat/forget', known: 204, unknown: 204 },
  { path: '/api/chat/transcript', known: 200, unknown: 404 },
]

const app = (env: Record<string, string> = {}) =>
  makeTestApp(testConfig({ ALLOWED_ORIGINS: PARTNER, ...env }), { model: createOfflineModel() }).app

describe.each(ENDPOINTS)('POST $path', ({ path, known, unknown }) => {
  it.each([
    [{}, /sessionId/],
    [{ sessionId: 42 }, /sessionId/],
    [{ sessionId: '' }, /sessionId/],
    [{ sessionId: 'x'.repeat(129) }, /sessionId/],
    [[], /JSON object/],
  ])('refuses the body %j with a 400 naming the problem', async (body, message) => {
    const res = await request(app())
      .post(path)
      .set('X-Forwarded-For', US)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'invalid_request', message: expect.stringMatching(message) } })
  })

  it('refuses a body that is not JSON (415) or none (400), and a GET finds nothing', async () => {
    const target = app()
    const text = await request(target).post(path).set('Content-Type', 'text/plain').send('x')
    expect(text.status).toBe(415)
    const empty = await request(target).post(path)
    expect(empty.status).toBe(400)
    expect(empty.body.error.code).toBe('invalid_request')
    expect((await request(target).get(path)).status).toBe(404)
  })

  it('answers allowed partner origins with CORS and others without, preflight included', async () => {
    const target = app()
    const chat = await request(target).post('/api/chat').set('X-Forwarded-For', US).send({ message: 'Hello' })
    const post = (origin: string) =>
      request(target).post(path).set('X-Forwarded-For', US).set('Origin', origin).send({
        sessionId: chat.body.sessionId,
      })
    const allowed = await post(PARTNER)
    expect(allowed.status).toBe(known)
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER)
    const refused = await post('https://evil.example')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    const allowedPreflight = await preflight(target, PARTNER, path)
    expect(allowedPreflight.status).toBe(204)
    expect(allowedPreflight.headers['access-control-allow-origin']).toBe(PARTNER)
    expect(allowedPreflight.headers['access-control-allow-methods']).toContain('POST')
    const refusedPreflight = await preflight(target, 'https://evil.example', path)
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('is rate limited per address, and every answer is no-store', async () => {
    const limited = app({ RATE_LIMIT_PER_MINUTE: '2' })
    const statuses = []
    for (let i = 0; i < 3; i += 1) {
      const res = await request(limited).post(path).set('X-Forwarded-For', US).send({ sessionId: 'unknown' })
      statuses.push(res.status)
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect(statuses).toEqual([unknown, unknown, 429])
  })
})
