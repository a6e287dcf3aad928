import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { preflight } from '../testing/preflight.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'

const TOKEN = 'metrics-token-0123456789'
const app = (env: Record<string, string | undefined> = {}) =>
  makeTestApp(testConfig({ METRICS_TOKEN: TOKEN, ...env }), { model: createOfflineModel() }).app

describe('operations endpoints', () => {
  it('reports health and readiness', async () => {
    const a = app()
    expect((await request(a).get('/healthz')).body).toEqual({ status: 'ok' })
    expect((await request(a).get('/readyz')).body).toEqual({ status: 'ok', store: 'memory' })
  })

  it('shows metrics to loopback and to the bearer token only', async () => {
    const a = app()
    const local = await request(a).get('/metrics')
    expect(local.status).toBe(200)
    expect(local.text).toContain('chat_outcomes_total')
    const outside = await request(a).get('/metrics').set('X-Forwarded-For', '8.8.8.8')
    expect(outside.status).toBe(404)
    const wrong = await request(a)
      .get('/metrics')
      .set('X-Forwarded-For', '8.8.8.8')
      .set('Authorization', 'Bearer nope')
    expect(wrong.status).toBe(404)
    const token = await request(a)
      .get('/metrics')
      .set('X-Forwarded-For', '8.8.8.8')
      .set('Authorization', `Bearer ${TOKEN}`)
    expect(token.status).toBe(200)
  })

  it('counts chat outcomes, geo refusals, model latency and sessions, per app', async () => {
    const a = app()
    await request(a).post('/api/chat').set('X-Forwarded-For', '8.8.8.8').send({ message: 'hi' })
    await request(a).post('/api/chat').set('X-Forwarded-For', '77.88.8.8').send({ message: 'hi' })
    const text = (await request(a).get('/metrics')).text
    expect(text).toMatch(/chat_outcomes_total\{outcome="reply"\} 1/)
    expect(text).toMatch(/chat_outcomes_total\{outcome="refused"\} 1/)
    expect(text).toMatch(/geo_refusals_total 1/)
    expect(text).toMatch(/model_call_duration_seconds_count\{result="reply"\} 1/)
    expect(text).toMatch(/chat_sessions 2/)
    expect((await request(app()).get('/metrics')).text).toMatch(/chat_sessions 0/)
  })

  it('echoes a caller X-Request-Id, makes one otherwise, and logs it with the message length only', async () => {
    const { logger, lines } = captureLogger('info')
    const a = makeTestApp(testConfig(), { model: createOfflineModel(), logger }).app
    const res = await request(a)
      .post('/api/chat')
      .set('X-Request-Id', 'abc-123')
      .set('X-Forwarded-For', '8.8.8.8')
      .send({ message: 'my secret crush is Bob' })
    expect(res.headers['x-request-id']).toBe('abc-123')
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === 'abc-123')
    expect(line).toMatchObject({ res: { statusCode: 200 }, chat: { outcome: 'reply', messageLength: 22 } })
    expect(lines.join('\n')).not.toContain('secret crush')
    const fresh = await request(a).get('/healthz').set('X-Request-Id', 'bad id with spaces')
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('CORS on the API', () => {
  const partner = 'https://partner.example'
  const a = () => app({ ALLOWED_ORIGINS: partner })

  it('answers an allowed origin, preflight included', async () => {
    const allowed = await preflight(a(), partner)
    expect(allowed.status).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe(partner)
    expect(allowed.headers['access-control-allow-methods']).toContain('POST')
    expect(allowed.headers['access-control-allow-headers']).toMatch(/content-type/i)
    const post = await request(a())
      .post('/api/chat')
      .set('Origin', partner)
      .set('X-Forwarded-For', '8.8.8.8')
      .send({ message: 'hi' })
    expect(post.headers['access-control-allow-origin']).toBe(partner)
    expect(post.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(post.headers.vary).toMatch(/Origin/)
  })

  it('gives a disallowed origin no Access-Control-Allow-Origin, preflight or not', async () => {
    const refused = await preflight(a(), 'https://evil.example')
    expect(refused.status).toBe(204)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    const post = await request(a())
      .post('/api/chat')
      .set('Origin', 'https://evil.example')
      .send({ message: 'hi' })
    expect(post.headers['access-control-allow-origin']).toBeUndefined()
    expect(post.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})
