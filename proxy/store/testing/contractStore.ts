import { afterEach, beforeEach } from 'vitest'
import type { Session, Store } from '../store.ts'
import type { StoreHarness } from './storeContract.ts'

/** What a store contract's tests work on: a fresh store for each test, closed after it, and sessions in it. */
export interface ContractStore {
  readonly harness: StoreHarness
  readonly store: Store
  /** Stores the next numbered session of the template, with `fields` over it. */
  newSession(fields?: Partial<Session>): Promise<Session>
}

/** Registers the hooks that give every test of the calling describe block a fresh store. */
export function contractStore(
  makeHarness: () => Promise<StoreHarness>,
  template: (sequence: number) => Session,
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
      const session = { ...template(sequence), ...fields }
      await current().store.createSession(session)
      return session
    },
  }
}
