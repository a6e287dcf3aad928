import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { enWidget } from '../../core/i18n/en.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import type { Store } from '../store/store.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const model = (): ChatModel & { complete: ReturnType<typeof vi.fn<ChatModel['complete']>> } => ({
  kind: 'offline',
  complete: vi.fn<ChatModel['complete']>(async () => ({ kind: 'reply', text: 'hey 😘' })),
})

function chat(app: Parameters<typeof request>[0], address: string, sessionId?: string) {
  return request(app).post('/api/chat').set('X-Forwarded-For', address).send({ message: 'hi', sessionId })
}

describe('per-address rate limits', () => {
  it('limits chat requests per address with draft-8 headers and Retry-After', async () => {
    const { app } = makeTestApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), { model: model() })
    const first = await chat(app, '8.8.8.8')
    expect(first.headers['ratelimit-policy']).toMatch(/"chat"; q=3; w=60/)
    expect(first.headers.ratelimit).toMatch(/"chat"; r=2; t=\d+/)
    await chat(app, '8.8.8.8', first.body.sessionId)
    await chat(app, '8.8.8.8', first.body.sessionId)
    const limited = await chat(app, '8.8.8.8', first.body.sessionId)
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await chat(app, '81.2.69.142')).status).toBe(200)
  })

  it('names no partition key in RateLimit-Policy: partner scripts can read it, and it hashed the address', async () => {
    const { app } = makeTestApp(
      testConfig({ RATE_LIMIT_PER_MINUTE: '1', SESSION_RATE_LIMIT_PER_HOUR: '5' }),
      { model: model() },
    )
    const first = await chat(app, '8.8.8.8')
    const limited = await chat(app, '8.8.8.8')
    expect(limited.status).toBe(429)
    for (const res of [first, limited]) {
      expect(res.headers['ratelimit-policy']).toMatch(/"chat"; q=1; w=60/)
      expect(res.headers['ratelimit-policy']).not.toMatch(/pk=/)
    }
  })

  it('limits new sessions per address but not messages to an existing one', async () => {
    const { app } = makeTestApp(testConfig({ SESSION_RATE_LIMIT_PER_HOUR: '2' }), { model: model() })
    const one = await chat(app, '8.8.8.8')
    await chat(app, '8.8.8.8')
    const third = await chat(app, '8.8.8.8')
    expect(third.status).toBe(429)
    expect(third.body.error.code).toBe('session_rate_limited')
    expect(third.headers['ratelimit-policy']).toMatch(/"sessions"; q=2; w=3600/)
    const existing = await chat(app, '8.8.8.8', one.body.sessionId)
    expect(existing.status).toBe(200)
    expect(existing.body.sessionId).toBe(one.body.sessionId)
  })

  it('counts limited requests in the metrics', async () => {
    const { app } = makeTestApp(testConfig({ RATE_LIMIT_PER_MINUTE: '1' }), { model: model() })
    await chat(app, '8.8.8.8')
    await chat(app, '8.8.8.8')
    const metrics = await request(app).get('/metrics')
    expect(metrics.text).toMatch(/rate_limited_requests_total\{limit="chat"\} 1/)
  })
})

describe('daily model-call cap', () => {
  it('answers 503 daily_limit_reached with the failure text once the budget is spent', async () => {
    const m = model()
    const { app } = makeTestApp(testConfig({ DAILY_MODEL_CALL_LIMIT: '2' }), { model: m })
    expect((await chat(app, '8.8.8.8')).status).toBe(200)
    const second = await chat(app, '8.8.8.8')
    const over = await chat(app, '8.8.8.8', second.body.sessionId)
    expect(over.status).toBe(503)
    expect(over.body).toEqual({
      error: { code: 'daily_limit_reached', message: expect.any(String) },
      reply: { text: enWidget.failure },
    })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(m.complete).toHaveBeenCalledTimes(2)
    const session = await chat(app, '77.88.8.8')
    expect(session.body.reply.kind).toBe('refused')
  })
})

describe('store failures', () => {
  function brokenStore(): { store: Store; fail: (on: boolean) => void } {
    const real = createMemoryStore({ ttlMs: 60_000 })
    let failing = false
    const store = new Proxy(real, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (typeof value !== 'function' || key === 'rateLimitStore' || key === 'close') return value
        return (...args: unknown[]) =>
          failing ? Promise.reject(new Error('connection refused')) : value.apply(target, args)
      },
    })
    return { store, fail: (on) => (failing = on) }
  }

  it('answers 503 service_unavailable with the failure text, fast, and recovers', async () => {
    const broken = brokenStore()
    const { app } = makeTestApp(testConfig(), { model: model(), store: broken.store })
    const ok = await chat(app, '8.8.8.8')
    broken.fail(true)
    for (const sessionId of [undefined, ok.body.sessionId]) {
      const res = await chat(app, '8.8.8.8', sessionId)
      expect(res.status).toBe(503)
      expect(res.body).toEqual({
        error: { code: 'service_unavailable', message: expect.any(String) },
        reply: { text: enWidget.failure },
      })
    }
    expect((await request(app).get('/readyz')).status).toBe(503)
    expect((await request(app).get('/healthz')).status).toBe(200)
    broken.fail(false)
    expect((await chat(app, '8.8.8.8', ok.body.sessionId)).status).toBe(200)
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ok', store: 'memory' })
  })
})
