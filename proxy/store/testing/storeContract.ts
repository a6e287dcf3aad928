import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChatTurn, Session, Store } from '../store.ts'

/** A fresh, empty store and a way to let time pass for it (an injected clock or a real wait). */
export interface StoreHarness {
  store: Store
  ttlMs: number
  advance(ms: number): Promise<void>
  close(): Promise<void>
}

const LIMIT = 7
const LONG_HOLD_MS = 60_000
const greeting: ChatTurn = { role: 'assistant', content: 'Hey you 😘' }

/** The behaviour every Store implementation promises, run against one of them. */
export function describeStoreContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name} store contract`, () => {
    let harness: StoreHarness
    let store: Store
    let sequence = 0
    const newSession = async (count = 1, history: ChatTurn[] = [greeting]): Promise<Session> => {
      sequence += 1
      const session = { id: `session-${sequence}`, personaId: 'mia', count, history }
      await store.createSession(session)
      return session
    }

    beforeEach(async () => {
      harness = await makeHarness()
      store = harness.store
    })
    afterEach(async () => {
      await harness.close()
    })

    it('returns a created session as it was stored', async () => {
      const session = await newSession()
      expect(await store.getSession(session.id)).toEqual(session)
    })

    it('treats an unknown session as missing', async () => {
      expect(await store.getSession('no-such-session')).toBeNull()
      expect(await store.reserveReply('no-such-session', LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'missing',
      })
    })

    it('keeps its own copy of the session', async () => {
      const session = await newSession()
      session.history.push({ role: 'user', content: 'changed later' })
      const read = await store.getSession(session.id)
      read?.history.push({ role: 'user', content: 'changed after reading' })
      expect((await store.getSession(session.id))?.history).toEqual([greeting])
    })

    it('expires a session left idle for longer than the TTL', async () => {
      const session = await newSession()
      await harness.advance(harness.ttlMs * 1.5)
      expect(await store.getSession(session.id)).toBeNull()
      expect(await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'missing',
      })
      expect(await store.sessionCount()).toBe(0)
    })

    it('pushes the idle expiry back on every read', async () => {
      const session = await newSession()
      await harness.advance(harness.ttlMs * 0.6)
      expect(await store.getSession(session.id)).not.toBeNull()
      await harness.advance(harness.ttlMs * 0.6)
      expect(await store.getSession(session.id)).toEqual(session)
    })

    it('reserves replies only up to the limit', async () => {
      const session = await newSession(1)
      const granted = []
      for (let i = 0; i < LIMIT - 1; i += 1)
        granted.push(await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS))
      expect(granted.every((r) => r.ok)).toBe(true)
      expect(new Set(granted.map((r) => (r.ok ? r.token : ''))).size).toBe(LIMIT - 1)
      expect(await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'limit',
      })
    })

    it('grants exactly the free replies to twenty concurrent reservations', async () => {
      const session = await newSession(3)
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(LIMIT - 3)
      expect(results.filter((r) => !r.ok && r.reason === 'limit')).toHaveLength(20 - (LIMIT - 3))
    })

    it('lets a reservation lapse after its hold time', async () => {
      const session = await newSession(LIMIT - 1)
      const holdMs = harness.ttlMs / 5
      expect((await store.reserveReply(session.id, LIMIT, holdMs)).ok).toBe(true)
      expect(await store.reserveReply(session.id, LIMIT, holdMs)).toEqual({ ok: false, reason: 'limit' })
      await harness.advance(harness.ttlMs / 2)
      expect((await store.reserveReply(session.id, LIMIT, holdMs)).ok).toBe(true)
    })

    it('gives the slot back when a reservation is released', async () => {
      const session = await newSession(LIMIT - 1)
      const reservation = await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      await store.releaseReply(session.id, reservation.token)
      expect((await store.getSession(session.id))?.count).toBe(LIMIT - 1)
      expect((await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).ok).toBe(true)
    })

    it('counts a committed reply, appends its turns and keeps only the history window', async () => {
      const session = await newSession(1)
      const first: ChatTurn[] = [
        { role: 'user', content: 'Hi "Mia" \\ 💪' },
        { role: 'assistant', content: 'Reply 1 😘' },
      ]
      const second: ChatTurn[] = [
        { role: 'user', content: 'Ça va? 日本語' },
        { role: 'assistant', content: 'Reply 2 😘' },
      ]
      const one = await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!one.ok) throw new Error('expected a reservation')
      expect(await store.commitReply(session.id, one.token, first, 3)).toBe(2)
      expect((await store.getSession(session.id))?.history).toEqual([greeting, ...first])
      const two = await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!two.ok) throw new Error('expected a reservation')
      expect(await store.commitReply(session.id, two.token, second, 3)).toBe(3)
      expect(await store.getSession(session.id)).toEqual({
        ...session,
        count: 3,
        history: [first[1], ...second],
      })
    })

    it('stops granting once committed replies reach the limit', async () => {
      const session = await newSession(LIMIT - 1)
      const reservation = await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      expect(await store.commitReply(session.id, reservation.token, [], 10)).toBe(LIMIT)
      expect(await store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'limit',
      })
    })

    it('still counts a reply committed after its reservation lapsed', async () => {
      const session = await newSession(2)
      const holdMs = harness.ttlMs / 5
      const reservation = await store.reserveReply(session.id, LIMIT, holdMs)
      if (!reservation.ok) throw new Error('expected a reservation')
      await harness.advance(harness.ttlMs / 2)
      expect(await store.commitReply(session.id, reservation.token, [], 10)).toBe(3)
    })

    it('rejects a commit for a session that no longer exists', async () => {
      await expect(store.commitReply('no-such-session', 'token', [], 10)).rejects.toThrow()
    })

    it('counts model calls per day', async () => {
      expect(await store.incrementDailyModelCalls('2026-01-01')).toBe(1)
      expect(await store.incrementDailyModelCalls('2026-01-01')).toBe(2)
      expect(await store.incrementDailyModelCalls('2026-01-02')).toBe(1)
      expect(await store.incrementDailyModelCalls('2026-01-02')).toBe(2)
    })

    it('counts live sessions', async () => {
      expect(await store.sessionCount()).toBe(0)
      await newSession()
      await newSession()
      await newSession()
      expect(await store.sessionCount()).toBe(3)
    })

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined()
    })
  })
}
