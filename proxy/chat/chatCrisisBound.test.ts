import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import { createRedisStore } from '../store/redisStore.ts'
import { entryBytes, TRANSCRIPT_LIMITS, type Store } from '../store/store.ts'
import { type RedisServer, startRedisServer } from '../store/testing/redisServer.ts'
import { CRISIS_MARK } from '../testing/crisisStub.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'

const { chatApp } = useFakeUpstream()

/** A crisis message of about 1 KB (the longest allowed): each one is answered, and the conversation still keeps no more than its bound. */
const MESSAGE = `${CRISIS_MARK} ${'x'.repeat(980)}`

async function flood(store: Store) {
  const { chat } = chatApp({ store, logger: createLogger('silent') })
  const first = await chat({ message: 'hi' }).expect(200)
  const sessionId: string = first.body.sessionId
  const kept: boolean[] = []
  for (let i = 0; i < 500; i += 1) {
    const res = await chat({ message: MESSAGE, sessionId }).expect(200)
    expect(res.body).toMatchObject({ sessionId, reply: { kind: 'crisis' }, afterCrisis: true })
    kept.push(res.body.kept)
  }
  const session = (await store.getSession(sessionId))!
  expect(session.transcript.length).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.entries)
  expect(entryBytes(session.transcript)).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.bytes)
  expect(kept.filter(Boolean).length).toBeGreaterThan(0)
  expect(kept.at(-1)).toBe(false)
  const next = await chat({ message: 'still here', sessionId }).expect(200)
  expect(next.body).toMatchObject({ reply: { kind: 'reply' }, afterCrisis: true })
  return session
}

// 1,000 requests through the app: the per-test timeout is raised, the work is not slowed.
describe('500 crisis messages into one conversation', () => {
  it('on the memory store: each answered, the conversation within 60 entries and 64 KB', async () => {
    const store = createMemoryStore({ ttlMs: 60_000 })
    await flood(store)
    expect(store.heldBytes()).toBeLessThan(2 * 1024 * 1024)
    await store.close()
  }, 120_000)

  describe('on Redis', () => {
    let redis: RedisServer
    beforeAll(async () => {
      redis = await startRedisServer()
    })
    afterAll(() => redis?.close())

    it('each answered, the list within the bound', async () => {
      const store = await createRedisStore({ redis: redis.url, ttlMs: 60_000, keyPrefix: 'bound:' })
      try {
        const session = await flood(store)
        expect(await store.redis!.llen(`bound:{${session.id}}t`)).toBeLessThanOrEqual(
          TRANSCRIPT_LIMITS.entries,
        )
      } finally {
        await store.close()
      }
    }, 120_000)
  })
})
