import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { createLogger } from '../logger.ts'
import { createRedisStore } from '../store/redisStore.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'
import { afterCrisisRule } from './systemPrompt.ts'

const { upstream, chatApp } = useFakeUpstream()

/** A crisis message in two languages, each with the answer a US visitor gets. */
const CRISES = [
  { message: 'I want to kill myself tonight', locale: 'en' },
  { message: 'Ich will nicht mehr leben', locale: 'de' },
] as const

const app = (env: Record<string, string> = {}) => chatApp({ env, detectCrisis })

describe('a crisis message gets the helpline whatever state the chat is in', () => {
  it('once the daily model budget is spent', async () => {
    const { chat } = app({ DAILY_MODEL_CALL_LIMIT: '1' })
    await chat({ message: 'hi' }).expect(200)
    expect((await chat({ message: 'hi again' })).status).toBe(503)
    for (const { message, locale } of CRISES) {
      const res = await chat({ message, locale }).expect(200)
      expect(res.body.reply).toEqual({ text: crisisText(locale, 'US'), kind: 'crisis' })
    }
  })

  it('spends no model budget on conversations that open with a crisis', async () => {
    const { chat } = app({ DAILY_MODEL_CALL_LIMIT: '1' })
    for (const { message, locale } of [...CRISES, ...CRISES])
      expect((await chat({ message, locale }).expect(200)).body.reply.kind).toBe('crisis')
    expect((await chat({ message: 'hi' }).expect(200)).body.reply.kind).toBe('reply')
  })

  it('before the age gate is passed', async () => {
    const { chat } = app({ AGE_GATE: 'confirm' })
    expect((await chat({ message: 'hi' })).status).toBe(403)
    for (const { message, locale } of CRISES) {
      const res = await chat({ message, locale }).expect(200)
      expect(res.body).toMatchObject({ reply: { text: crisisText(locale, 'US') }, kept: true })
      // The conversation it started still asks for the gate before the model.
      expect((await chat({ message: 'hi', sessionId: res.body.sessionId })).status).toBe(403)
    }
    expect(upstream().requests).toHaveLength(0)
  })

  it('over the rate limits: kept in the bounded conversation it names, no new one started', async () => {
    const { chat } = app({ RATE_LIMIT_PER_MINUTE: '1', SESSION_RATE_LIMIT_PER_HOUR: '1' })
    const first = await chat({ message: 'hi' }).expect(200)
    expect((await chat({ message: 'hi', sessionId: first.body.sessionId })).status).toBe(429)
    for (const { message, locale } of CRISES) {
      for (const sessionId of [first.body.sessionId, undefined]) {
        const res = await chat({ message, locale, sessionId }).expect(200)
        expect(res.body).toMatchObject({
          reply: { text: crisisText(locale, 'US') },
          kept: sessionId !== undefined,
        })
      }
    }
  })
})

describe('a crisis message while the Redis store is down', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(() => redis?.close())

  it('gets its answer, says nothing is kept, and other messages get 503', async () => {
    const logger = createLogger('silent')
    const store = await createRedisStore({
      redis: redis.url,
      ttlMs: 60_000,
      keyPrefix: 'down:',
      logger,
      commandTimeoutMs: 300,
    })
    try {
      const { chat } = chatApp({ store, logger, detectCrisis, env: { RATE_LIMIT_PER_MINUTE: '30' } })
      const first = await chat({ message: 'hi' }).expect(200)
      redis.pause()
      for (const { message, locale } of CRISES) {
        for (const sessionId of [first.body.sessionId, undefined]) {
          const res = await chat({ message, locale, sessionId }).expect(200)
          expect(res.body).toMatchObject({ reply: { text: crisisText(locale, 'US') }, kept: false })
        }
      }
      expect((await chat({ message: 'hi', sessionId: first.body.sessionId })).status).toBe(503)
    } finally {
      redis.resume()
      await store.close()
    }
  })
})

describe('a crisis stays out of the model', () => {
  it('never sends the crisis message or answer to the model, and tells it to drop the flirting', async () => {
    const { chat } = app()
    const first = await chat({ message: 'hi' }).expect(200)
    const sessionId = first.body.sessionId
    const crisis = await chat({ message: CRISES[0].message, sessionId }).expect(200)
    expect(crisis.body.afterCrisis).toBe(true)
    const next = await chat({ message: 'thank you', sessionId }).expect(200)
    expect(next.body).toMatchObject({ reply: { kind: 'reply' }, afterCrisis: true })
    const sent = upstream().requests.at(-1)!.body.messages as { role: string; content: string }[]
    const texts = sent.map((m) => m.content).join('\n')
    expect(texts).not.toContain(CRISES[0].message)
    expect(texts).not.toContain(crisisText('en', 'US'))
    expect(sent[0]!.content).toContain(afterCrisisRule)
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'thank you' })
  })

  it('catches a crisis split across two messages', async () => {
    const { chat } = app()
    const first = await chat({ message: 'I want to' }).expect(200)
    expect(first.body.reply.kind).toBe('reply')
    const second = await chat({ message: 'end my life', sessionId: first.body.sessionId }).expect(200)
    expect(second.body.reply.kind).toBe('crisis')
    expect(upstream().requests).toHaveLength(1)
  })
})
