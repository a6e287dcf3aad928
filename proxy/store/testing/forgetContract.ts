import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Session, Store } from '../store.ts'
import type { StoreHarness } from './storeContract.ts'

const LIMIT = 7
const HOLD_MS = 60_000
const CREATED_AT = 1_700_000_000_000
const DECLARED = { method: 'confirm', at: CREATED_AT + 5 } as const

/** What every Store promises about forgetting a conversation and recording a passed age gate. */
export function describeForgetContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name} store contract: forgetting and the age gate`, () => {
    let harness: StoreHarness
    let store: Store
    let sequence = 0
    const newSession = async (fields: Partial<Session> = {}): Promise<Session> => {
      sequence += 1
      const session: Session = {
        id: `forget-${sequence}`,
        personaId: 'mia',
        partner: 'partner-a',
        clickId: `click-${sequence}`,
        createdAt: CREATED_AT,
        count: 3,
        transcript: [
          { from: 'persona', text: 'Hey you 😘', at: CREATED_AT },
          { from: 'visitor', text: 'my secret 💪', at: CREATED_AT + 1 },
          { from: 'persona', text: 'Tell me more', at: CREATED_AT + 2 },
        ],
        ...fields,
      }
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

    it('erases a forgotten conversation and keeps only its reply count', async () => {
      const session = await newSession({ age: DECLARED })
      const other = await newSession()
      await store.forgetSession(session.id)
      expect(await store.getSession(session.id)).toBeNull()
      expect(await store.forgottenCount(session.id)).toBe(3)
      expect(await store.reserveReply(session.id, LIMIT, HOLD_MS)).toEqual({ ok: false, reason: 'missing' })
      expect(await store.sessionCount()).toBe(1)
      await store.recordAgeCheck(session.id, DECLARED)
      expect(await store.getSession(session.id)).toBeNull()
      expect(await store.getSession(other.id)).toEqual(other)
    })

    it('forgets an unknown id quietly, and has a kept count only for forgotten sessions', async () => {
      await expect(store.forgetSession('no-such-session')).resolves.toBeUndefined()
      expect(await store.forgottenCount('no-such-session')).toBeNull()
      const session = await newSession({ count: 5 })
      expect(await store.forgottenCount(session.id)).toBeNull()
      await store.forgetSession(session.id)
      await store.forgetSession(session.id)
      expect(await store.forgottenCount(session.id)).toBe(5)
    })

    it('counts a reply committed after its session was forgotten, and keeps none of its text', async () => {
      const session = await newSession()
      const reservation = await store.reserveReply(session.id, LIMIT, HOLD_MS)
      if (!reservation.ok) throw new Error('expected a reservation')
      await store.forgetSession(session.id)
      const exchange = [
        { from: 'visitor', text: 'sent before deleting', at: CREATED_AT + 10 },
        { from: 'persona', text: 'answered after', at: CREATED_AT + 11 },
      ] as const
      expect(await store.commitReply(session.id, reservation.token, [...exchange])).toBe(4)
      expect(await store.commitReply(session.id, reservation.token, [...exchange])).toBe(4)
      expect(await store.forgottenCount(session.id)).toBe(4)
      expect(await store.getSession(session.id)).toBeNull()
    })

    it('keeps the count no longer than the session would have lived', async () => {
      const session = await newSession()
      await harness.advance(harness.ttlMs * 0.6)
      await store.forgetSession(session.id)
      expect(await store.forgottenCount(session.id)).toBe(3)
      await harness.advance(harness.ttlMs * 0.6)
      expect(await store.forgottenCount(session.id)).toBeNull()
    })

    it('records a passed age gate at creation or later, on live sessions only', async () => {
      const declared = await newSession({ age: DECLARED })
      expect((await store.getSession(declared.id))?.age).toEqual(DECLARED)
      const later = await newSession()
      expect((await store.getSession(later.id))?.age).toBeUndefined()
      await store.recordAgeCheck(later.id, { method: 'token', at: CREATED_AT + 9 })
      expect(await store.getSession(later.id)).toEqual({
        ...later,
        age: { method: 'token', at: CREATED_AT + 9 },
      })
      await store.recordAgeCheck('no-such-session', DECLARED)
      expect(await store.getSession('no-such-session')).toBeNull()
    })
  })
}
