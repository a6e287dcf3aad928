import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from './memoryStore.ts'
import { describeStoreContract } from './testing/storeContract.ts'

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
      await store.createSession({ id: `s${i}`, personaId: 'mia', count: 1, history: [] })
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
    await store.createSession({ id: 'a', personaId: 'mia', count: 1, history: [] })
    vi.advanceTimersByTime(60_001)
    expect(await store.sessionCount()).toBe(0)
    expect(store.heldSessions()).toBe(1)
    vi.advanceTimersByTime(10_000)
    expect(store.heldSessions()).toBe(0)
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
