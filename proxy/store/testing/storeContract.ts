import { describe, expect, it } from 'vitest'
import { entryBytes, TRANSCRIPT_LIMITS, type TranscriptEntry } from '../store.ts'
import { contractStore, CREATED_AT, type StoreHarness } from './contractStore.ts'
import { describeForgetContract } from './forgetContract.ts'

const LIMIT = 7
const LONG_HOLD_MS = 60_000
const greeting: TranscriptEntry = { from: 'persona', text: 'Hey you 😘', at: CREATED_AT }

/** The behaviour every Store implementation promises, run against one of them. */
export function describeStoreContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name} store contract`, () => {
    const fixture = contractStore(makeHarness, 'session', () => ({ count: 1, transcript: [greeting] }))

    it('returns a created session as it was stored', async () => {
      const session = await fixture.newSession()
      expect(await fixture.store.getSession(session.id)).toEqual(session)
    })

    it('treats an unknown session as missing', async () => {
      expect(await fixture.store.getSession('no-such-session')).toBeNull()
      expect(await fixture.store.reserveReply('no-such-session', LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'missing',
      })
    })

    it('keeps its own copy of the session', async () => {
      const session = await fixture.newSession()
      session.transcript.push({ from: 'visitor', text: 'changed later', at: 1 })
      const read = await fixture.store.getSession(session.id)
      read?.transcript.push({ from: 'visitor', text: 'changed after reading', at: 2 })
      if (read?.transcript[0]) read.transcript[0].text = 'edited'
      expect((await fixture.store.getSession(session.id))?.transcript).toEqual([greeting])
    })

    it('expires a session left idle for longer than the TTL', async () => {
      const session = await fixture.newSession()
      await fixture.harness.advance(fixture.harness.ttlMs * 1.5)
      expect(await fixture.store.getSession(session.id)).toBeNull()
      expect(await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'missing',
      })
      expect(await fixture.store.sessionCount()).toBe(0)
    })

    it('pushes the idle expiry back on every read', async () => {
      const session = await fixture.newSession()
      await fixture.harness.advance(fixture.harness.ttlMs * 0.6)
      expect(await fixture.store.getSession(session.id)).not.toBeNull()
      await fixture.harness.advance(fixture.harness.ttlMs * 0.6)
      expect(await fixture.store.getSession(session.id)).toEqual(session)
    })

    it('reserves replies only up to the limit', async () => {
      const session = await fixture.newSession({ count: 1 })
      const granted = []
      for (let i = 0; i < LIMIT - 1; i += 1)
        granted.push(await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS))
      expect(granted.every((r) => r.ok)).toBe(true)
      expect(new Set(granted.map((r) => (r.ok ? r.token : ''))).size).toBe(LIMIT - 1)
      expect(await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'limit',
      })
    })

    it('grants exactly the free replies to twenty concurrent reservations', async () => {
      const session = await fixture.newSession({ count: 3 })
      const results = await Promise.all(
        Array.from({ length: 20 }, () => fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(LIMIT - 3)
      expect(results.filter((r) => !r.ok && r.reason === 'limit')).toHaveLength(20 - (LIMIT - 3))
    })

    it('lets a reservation lapse after its hold time', async () => {
      const session = await fixture.newSession({ count: LIMIT - 1 })
      const holdMs = fixture.harness.ttlMs / 5
      expect((await fixture.store.reserveReply(session.id, LIMIT, holdMs)).ok).toBe(true)
      expect(await fixture.store.reserveReply(session.id, LIMIT, holdMs)).toEqual({
        ok: false,
        reason: 'limit',
      })
      await fixture.harness.advance(fixture.harness.ttlMs / 2)
      expect((await fixture.store.reserveReply(session.id, LIMIT, holdMs)).ok).toBe(true)
    })

    it('gives the slot back when a reservation is released', async () => {
      const session = await fixture.newSession({ count: LIMIT - 1 })
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      await fixture.store.releaseReply(session.id, reservation.token)
      expect((await fixture.store.getSession(session.id))?.count).toBe(LIMIT - 1)
      expect((await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).ok).toBe(true)
    })

    it('counts a committed reply and keeps the whole transcript in order, with its times', async () => {
      const session = await fixture.newSession({ count: 1 })
      const exchanges: TranscriptEntry[][] = []
      for (let reply = 2; reply <= LIMIT; reply += 1) {
        const exchange: TranscriptEntry[] = [
          { from: 'visitor', text: `Hi "Mia" \\ 💪 Ça va? 日本語 ${reply}`, at: CREATED_AT + reply * 1000 },
          { from: 'persona', text: `Reply ${reply} 😘`, at: CREATED_AT + reply * 1000 + 1 },
        ]
        const reservation = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
        if (!reservation.ok) throw new Error('expected a reservation')
        expect(await fixture.store.commitReply(session.id, reservation.token, exchange)).toBe(reply)
        exchanges.push(exchange)
      }
      expect(await fixture.store.getSession(session.id)).toEqual({
        ...session,
        count: LIMIT,
        transcript: [greeting, ...exchanges.flat()],
      })
    })

    it('commits a token once however often the commit is repeated', async () => {
      const session = await fixture.newSession({ count: 2 })
      const exchange: TranscriptEntry[] = [
        { from: 'visitor', text: 'Again?', at: CREATED_AT + 5 },
        { from: 'persona', text: 'Once 😘', at: CREATED_AT + 6 },
      ]
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      const repeats = await Promise.all(
        Array.from({ length: 3 }, () => fixture.store.commitReply(session.id, reservation.token, exchange)),
      )
      expect(repeats).toEqual([3, 3, 3])
      expect(await fixture.store.commitReply(session.id, reservation.token, exchange)).toBe(3)
      const other = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!other.ok) throw new Error('expected a reservation')
      expect(await fixture.store.commitReply(session.id, other.token, [])).toBe(4)
      expect(await fixture.store.commitReply(session.id, reservation.token, exchange)).toBe(3)
      expect(await fixture.store.getSession(session.id)).toMatchObject({
        count: 4,
        transcript: [greeting, ...exchange],
      })
    })

    it('stops granting once committed replies reach the limit', async () => {
      const session = await fixture.newSession({ count: LIMIT - 1 })
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      expect(await fixture.store.commitReply(session.id, reservation.token, [])).toBe(LIMIT)
      expect(await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)).toEqual({
        ok: false,
        reason: 'limit',
      })
    })

    it('still counts a reply committed after its reservation lapsed', async () => {
      const session = await fixture.newSession({ count: 2 })
      const holdMs = fixture.harness.ttlMs / 5
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, holdMs)
      if (!reservation.ok) throw new Error('expected a reservation')
      await fixture.harness.advance(fixture.harness.ttlMs / 2)
      expect(await fixture.store.commitReply(session.id, reservation.token, [])).toBe(3)
    })

    it('appends to the transcript without counting a reply', async () => {
      const session = await fixture.newSession({ count: 3 })
      const added: TranscriptEntry[] = [
        { from: 'visitor', text: 'a message', at: CREATED_AT + 1 },
        { from: 'persona', text: 'an answer', at: CREATED_AT + 2 },
      ]
      await fixture.store.appendTranscript(session.id, added)
      const stored = await fixture.store.getSession(session.id)
      expect(stored?.count).toBe(3)
      expect(stored?.transcript).toEqual([greeting, ...added])
      await expect(fixture.store.appendTranscript('no-such-session', added)).rejects.toThrow()
    })

    it('keeps crisis marks and the after-crisis state, and stops keeping text at the bound', async () => {
      const session = await fixture.newSession({ count: 3 })
      const crisis: TranscriptEntry[] = [
        { from: 'visitor', text: 'x'.repeat(1_000), at: CREATED_AT + 1, crisis: true },
        { from: 'persona', text: 'the line', at: CREATED_AT + 2, crisis: true },
      ]
      const kept: boolean[] = []
      for (let i = 0; i < 80; i += 1)
        kept.push(await fixture.store.appendTranscript(session.id, crisis, true))
      const stored = await fixture.store.getSession(session.id)
      expect(stored?.afterCrisis).toBe(true)
      expect(stored?.transcript[1]).toEqual(crisis[0])
      expect(stored?.transcript.length).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.entries)
      expect(entryBytes(stored?.transcript ?? [])).toBeLessThanOrEqual(TRANSCRIPT_LIMITS.bytes)
      expect(kept[0]).toBe(true)
      expect(kept.at(-1)).toBe(false)
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      const reply: TranscriptEntry = { from: 'persona', text: 'a reply', at: CREATED_AT + 3 }
      expect(await fixture.store.commitReply(session.id, reservation.token, [reply])).toBe(4)
      const second = await fixture.store.reserveReply(session.id, LIMIT, LONG_HOLD_MS)
      if (!second.ok) throw new Error('expected a reservation')
      expect(await fixture.store.commitReply(session.id, second.token, [reply])).toBe(5)
      const after = (await fixture.store.getSession(session.id))?.transcript
      expect(after).toHaveLength(TRANSCRIPT_LIMITS.entries)
      expect(after?.at(-1)).toEqual(reply)
    })

    it('rejects a commit for a session that no longer exists', async () => {
      await expect(fixture.store.commitReply('no-such-session', 'token', [])).rejects.toThrow()
    })

    it('counts model calls per day', async () => {
      expect(await fixture.store.incrementDailyModelCalls('2026-01-01')).toBe(1)
      expect(await fixture.store.incrementDailyModelCalls('2026-01-01')).toBe(2)
      expect(await fixture.store.incrementDailyModelCalls('2026-01-02')).toBe(1)
      expect(await fixture.store.incrementDailyModelCalls('2026-01-02')).toBe(2)
    })

    it('counts live sessions', async () => {
      expect(await fixture.store.sessionCount()).toBe(0)
      await fixture.newSession()
      await fixture.newSession()
      await fixture.newSession()
      expect(await fixture.store.sessionCount()).toBe(3)
    })

    it('answers a ping', async () => {
      await expect(fixture.store.ping()).resolves.toBeUndefined()
    })
  })
  describeForgetContract(name, makeHarness)
}
