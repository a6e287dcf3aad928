import { afterEach, beforeEach } from 'vitest'
import type { Session, Store } from '../store.ts'

/** A fresh, empty store and a way to let time pass for it (an injected clock or a real wait). */
export interface StoreHarness {
  store: Store
  ttlMs: number
  advance(ms: number): Promise<void>
  close(): Promise<void>
}

/** What a store contract's tests work on: a fresh store for each test, closed after it, and sessions in it. */
export interface ContractStore {
  readonly harness: StoreHarness
  readonly store: Store
  /** Stores the next numbered session, with `fields` over the defaults. */
  newSession(fields?: Partial<Session>): Promise<Session>
}

/** When the contracts' sessions were created. */
export const CREATED_AT = 1_700_000_000_000

/**
 * Registers the hooks that give every test of the calling describe block a fresh store; its sessions are
 * numbered `${idPrefix}-1`, `-2`, … with the count and transcript of `defaults`.
 */
export function contractStore(
  makeHarness: () => Promise<StoreHarness>,
  idPrefix: string,
  defaults: () => Pick<Session, 'count' | 'transcript'>,
): ContractStore {
  let harness: StoreHarness | undefined
  let sequence = 0
  beforeEach(async () => {
    harness = await makeHarness()
  })
  afterEach(async () => {
    await harness?.close()
  })
  const current = (): StoreHarness => {
    if (!harness) throw new Error('The store exists only while a test runs.')
    return harness
  }
  return {
    get harness() {
      return current()
    },
    get store() {
      return current().store
    },
    async newSession(fields = {}) {
      sequence += 1
      const session: Session = {
        id: `${idPrefix}-${sequence}`,
        personaId: 'mia',
        partner: 'partner-a',
        clickId: `click-${sequence}`,
        createdAt: CREATED_AT,
        ...defaults(),
        ...fields,
      }
      await current().store.createSession(session)
      return session
    },
  }
}
