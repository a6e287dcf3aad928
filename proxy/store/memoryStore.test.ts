import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from './memoryStore.ts'
import { describeStoreContract } from './testing/storeContract.ts'
import { testSession } from './testing/testSession.ts'

describeStoreContract('memory', async () => {
  let clock = 1_700_000_000_000
  const ttlMs = 30_000
  const store = createMemoryStore({ ttlMs, now: () => clock })
  return {
    store,
    ttlMs,
    advance: async (ms) => {
      clock += ms
    },
    close: () => store.close(),
  }
})

describe('memory store', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('frees the memory of 10,000 expired sessions on its periodic sweep', async () => {
    vi.useFakeTimers()
    const store = createMemoryStore({ ttlMs: 60_000, sweepIntervalMs: 10_000 })
    for (let i = 0; i < 10_000; i += 1) {
      await store.createSession(testSession(`s${i}`))
    }
    expect(await store.sessionCount()).toBe(10_000)

    vi.advanceTimersByTime(60_000)
    expect(await store.sessionCount()).toBe(0)
    expect(store.heldSessions()).toBe(0)
    await store.close()
  })

  it('holds expired sessions no longer than one sweep interval', async () => {
    vi.useFakeTimers()
    const store = createMemoryStore({ ttlMs: 60_000, sweepIntervalMs: 10_000 })
    vi.advanceTimersByTime(5_000)
    await store.createSession(testSession('a'))
    vi.advanceTimersByTime(60_001)
    expect(await store.sessionCount()).toBe(0)
    expect(store.heldSessions()).toBe(1)
    vi.advanceTimersByTime(10_000)
    expect(store.heldSessions()).toBe(0)
    await store.close()
  })

  it('evicts the least recently used session beyond MAX_SESSIONS, as if it had expired', async () => {
    const store = createMemoryStore({ ttlMs: 60_000, maxSessions: 2 })
    await store.createSession(testSession('a'))
    await store.createSession(testSession('b'))
    const held = await store.reserveReply('b', 7, 60_000)
    if (!held.ok) throw new Error('expected a reservation')
    expect(await store.getSession('a')).not.toBeNull()
    await store.createSession(testSession('c'))

    expect(await store.getSession('b')).toBeNull()
    expect(await store.reserveReply('b', 7, 60_000)).toEqual({ ok: false, reason: 'missing' })
    await expect(store.commitReply('b', held.token, [])).rejects.toThrow()
    expect(await store.getSession('a')).toMatchObject({ id: 'a', count: 1 })
    expect(await store.getSession('c')).toMatchObject({ id: 'c', count: 1 })
    expect(await store.sessionCount()).toBe(2)
    expect(store.heldSessions()).toBe(2)
    await store.close()
  })

  it('evicts the least recently used sessions once their estimated bytes pass the bound', async () => {
    const long = 'x'.repeat(1_200)
    const store = createMemoryStore({ ttlMs: 60_000, maxBytes: 6_500 })
    for (const id of ['a', 'b', 'c']) await store.createSession(testSession(id))
    await store.getSession('a')
    const small = store.heldBytes()
    expect(small).toBeLessThan(2_000)
    const held = await store.reserveReply('c', 7, 60_000)
    if (!held.ok) throw new Error('reservation refused')
    const entries = [
      { from: 'visitor' as const, text: long, at: 1 },
      { from: 'persona' as const, text: long, at: 2 },
    ]
    await store.commitReply('c', held.token, entries)
    expect(await store.getSession('b')).toBeNull()
    expect(await store.getSession('a')).not.toBeNull()
    expect(await store.getSession('c')).toMatchObject({ count: 2 })
    expect(store.heldBytes()).toBeLessThanOrEqual(6_500)
    await store.createSession(testSession('d'))
    expect(store.heldSessions()).toBe(2)
    expect(await store.getSession('a')).toBeNull()
    await store.close()
    expect(store.heldBytes()).toBe(0)
  })

  it('gives back the bytes of expired and replaced sessions', async () => {
    let clock = 0
    const store = createMemoryStore({ ttlMs: 1_000, now: () => clock })
    await store.createSession(testSession('a'))
    const one = store.heldBytes()
    await store.createSession(testSession('a'))
    expect(store.heldBytes()).toBe(one)
    await store.createSession(testSession('b'))
    clock = 2_000
    expect(await store.getSession('a')).toBeNull()
    expect(store.heldBytes()).toBe(one)
    await store.createSession(testSession('c'))
    expect(store.heldBytes()).toBe(one)
    await store.close()
  })

  it('drops expired sessions before evicting live ones', async () => {
    let clock = 0
    const store = createMemoryStore({ ttlMs: 1_000, maxSessions: 2, now: () => clock })
    await store.createSession(testSession('old'))
    clock = 600
    await store.createSession(testSession('live'))
    clock = 1_200
    await store.createSession(testSession('new'))
    expect(await store.getSession('live')).not.toBeNull()
    expect(await store.getSession('old')).toBeNull()
    await store.close()
  })

  it('stops its sweep timer on close', async () => {
    vi.useFakeTimers()
    const store = createMemoryStore({ ttlMs: 60_000 })
    expect(vi.getTimerCount()).toBe(1)
    await store.close()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves rate limits to the limiter’s own in-process store', () => {
    const store = createMemoryStore({ ttlMs: 60_000 })
    expect(store.rateLimitStore('chat:')).toBeUndefined()
    return store.close()
  })
})
