import { describe, expect, it } from 'vitest'
import { contractStore, CREATED_AT, type StoreHarness } from './contractStore.ts'

const LIMIT = 7
const HOLD_MS = 60_000
const DECLARED = { method: 'confirm', at: CREATED_AT + 5 } as const

/** What every Store promises about forgetting a conversation and recording a passed age gate. */
export function describeForgetContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name} store contract: forgetting and the age gate`, () => {
    const fixture = contractStore(makeHarness, 'forget', () => ({
      count: 3,
      transcript: [
        { from: 'persona', text: 'Hey you 😘', at: CREATED_AT },
        { from: 'visitor', text: 'my secret 💪', at: CREATED_AT + 1 },
        { from: 'persona', text: 'Tell me more', at: CREATED_AT + 2 },
      ],
    }))

    it('erases a forgotten conversation and keeps only its reply count', async () => {
      const session = await fixture.newSession({ age: DECLARED })
      const other = await fixture.newSession()
      await fixture.store.forgetSession(session.id)
      expect(await fixture.store.getSession(session.id)).toBeNull()
      expect(await fixture.store.forgottenCount(session.id)).toBe(3)
      expect(await fixture.store.reserveReply(session.id, LIMIT, HOLD_MS)).toEqual({
        ok: false,
        reason: 'missing',
      })
      expect(await fixture.store.sessionCount()).toBe(1)
      await fixture.store.recordAgeCheck(session.id, DECLARED)
      expect(await fixture.store.getSession(session.id)).toBeNull()
      expect(await fixture.store.getSession(other.id)).toEqual(other)
    })

    it('forgets an unknown id quietly, and has a kept count only for forgotten sessions', async () => {
      await expect(fixture.store.forgetSession('no-such-session')).resolves.toBeUndefined()
      expect(await fixture.store.forgottenCount('no-such-session')).toBeNull()
      const session = await fixture.newSession({ count: 5 })
      expect(await fixture.store.forgottenCount(session.id)).toBeNull()
      await fixture.store.forgetSession(session.id)
      await fixture.store.forgetSession(session.id)
      expect(await fixture.store.forgottenCount(session.id)).toBe(5)
    })

    it('counts a reply committed after its session was forgotten, and keeps none of its text', async () => {
      const session = await fixture.newSession()
      const reservation = await fixture.store.reserveReply(session.id, LIMIT, HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      await fixture.store.forgetSession(session.id)
      const exchange = [
        { from: 'visitor', text: 'sent before deleting', at: CREATED_AT + 10 },
        { from: 'persona', text: 'answered after', at: CREATED_AT + 11 },
      ] as const
      expect(await fixture.store.commitReply(session.id, reservation.token, [...exchange])).toBe(4)
      expect(await fixture.store.commitReply(session.id, reservation.token, [...exchange])).toBe(4)
      expect(await fixture.store.forgottenCount(session.id)).toBe(4)
      expect(await fixture.store.getSession(session.id)).toBeNull()
    })

    it('keeps the count no longer than the session would have lived', async () => {
      const session = await fixture.newSession()
      await fixture.harness.advance(fixture.harness.ttlMs * 0.6)
      await fixture.store.forgetSession(session.id)
      expect(await fixture.store.forgottenCount(session.id)).toBe(3)
      await fixture.harness.advance(fixture.harness.ttlMs * 0.6)
      expect(await fixture.store.forgottenCount(session.id)).toBeNull()
    })

    it('records a passed age gate at creation or later, on live sessions only', async () => {
      const declared = await fixture.newSession({ age: DECLARED })
      expect((await fixture.store.getSession(declared.id))?.age).toEqual(DECLARED)
      const later = await fixture.newSession()
      expect((await fixture.store.getSession(later.id))?.age).toBeUndefined()
      await fixture.store.recordAgeCheck(later.id, { method: 'token', at: CREATED_AT + 9 })
      expect(await fixture.store.getSession(later.id)).toEqual({
        ...later,
        age: { method: 'token', at: CREATED_AT + 9 },
      })
      await fixture.store.recordAgeCheck('no-such-session', DECLARED)
      expect(await fixture.store.getSession('no-such-session')).toBeNull()
    })
  })
}
