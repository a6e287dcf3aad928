import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enWidget } from '../../core/i18n/en.ts'
import { createLogger } from '../logger.ts'
import { createRedisStore } from '../store/redisStore.ts'
import type { Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fakeOpenAI.ts'
import { upstreamChatApp } from '../testing/fakeUpstreamSuite.ts'

/**
 * A Redis that freezes (SIGSTOP) while a reply is being saved: the save times out on our side, but the server
 * still runs it when it resumes. What the visitor is told and what is counted must agree.
 */
describe('a reply saved while Redis is frozen', () => {
  let upstream: FakeOpenAI
  let redis: RedisServer
  let store: Store
  let prefixes = 0
  beforeAll(async () => {
    upstream = await startFakeOpenAI()
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await upstream?.close()
    await redis?.close()
  })
  const timers: NodeJS.Timeout[] = []
  afterEach(async () => {
    timers.splice(0).forEach(clearInterval)
    redis.resume()
    await store?.close()
  })

  const setup = async () => {
    const logger = createLogger('silent')
    store = await createRedisStore({
      redis: redis.url,
      ttlMs: 60_000,
      keyPrefix: `frozen${++prefixes}:`,
      logger,
    })
    const { chat } = upstreamChatApp(upstream, { store, logger })
    const send = (message: string, sessionId?: string) => chat({ message, sessionId })
    const { sessionId } = (await send('Hello').expect(200)).body
    return { send, sessionId: sessionId as string }
  }

  /**
   * Freezes Redis once the model has been asked (it answers 400 ms later), so the save is what meets the frozen
   * server: a freeze on a fixed timer could catch the session's look-up instead on a busy machine.
   */
  const freezeDuringSave = (forMs: number) => {
    const asked = upstream.requests.length
    const poll = setInterval(() => {
      if (upstream.requests.length === asked) return
      clearInterval(poll)
      redis.pause()
      timers.push(setTimeout(() => redis.resume(), forMs))
    }, 2)
    timers.push(poll)
  }

  it('delivers the reply and counts it once when Redis answers again within moments', async () => {
    const { send, sessionId } = await setup()
    freezeDuringSave(1_500)
    const response = await send('[[slow:400]] Still there?', sessionId)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ reply: { kind: 'reply' }, remaining: 4 })

    await sleep(300)
    const session = await store.getSession(sessionId)
    expect(session?.count).toBe(3)
    expect(session?.transcript.map((entry) => entry.text)).toEqual([
      expect.any(String),
      'Hello',
      expect.any(String),
      '[[slow:400]] Still there?',
      response.body.reply.text,
    ])
  })

  it('neither counts nor keeps a reply the visitor was told failed, even once Redis resumes', async () => {
    const { send, sessionId } = await setup()
    freezeDuringSave(3_000)
    const response = await send('[[slow:400]] Still there?', sessionId)
    expect(response.status).toBe(503)
    expect(response.body.reply).toEqual({ text: enWidget.failure })

    await sleep(1_000)
    const session = await store.getSession(sessionId)
    expect(session?.count).toBe(2)
    expect(session?.transcript).toHaveLength(3)
    const retried = await send('Still there?', sessionId).expect(200)
    expect(retried.body).toMatchObject({ reply: { kind: 'reply' }, remaining: 4 })
  })
})
