import type * as ExtrasModule from './extras.ts'

export type Extras = typeof ExtrasModule

/** The extras module (extras.ts), loaded once on first use. The script-tag build swaps in loadExtras.script.ts. */
let pending: Promise<Extras> | undefined

export function loadExtras(): Promise<Extras> {
  pending ??= import('./extras.ts').catch((error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}
