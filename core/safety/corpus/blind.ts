import type { Locale } from '../../i18n/locales.ts'
import type { Corpus } from './corpus.ts'
import { heldOut } from './heldOut/index.ts'
import { heldOut2 } from './heldOut2/index.ts'
import { heldOut3 } from './heldOut3/index.ts'
import { heldOut4 } from './heldOut4/index.ts'
import { heldOut5 } from './heldOut5/index.ts'
import { heldOut6 } from './heldOut6/index.ts'
import { heldOut7 } from './heldOut7/index.ts'
import { heldOut8 } from './heldOut8/index.ts'
import { heldOut9 } from './heldOut9/index.ts'

/** The blind sets, oldest first: the bench prints each, the tests hold each to its measured floor. */
export const blindSets: readonly { name: string; data: Readonly<Record<Locale, Corpus>> }[] = [
  { name: 'heldOut', data: heldOut },
  { name: 'heldOut2', data: heldOut2 },
  { name: 'heldOut3', data: heldOut3 },
  { name: 'heldOut4', data: heldOut4 },
  { name: 'heldOut5', data: heldOut5 },
  { name: 'heldOut6', data: heldOut6 },
]

/**
 * The blind sets the model is never trained on and no rule is written from: what the bench prints for them is
 * what the detector does on messages it has never seen. Their misses are not printed, so that no one tunes on
 * them.
 */
export const unseenSets: readonly { name: string; data: Readonly<Record<Locale, Corpus>> }[] = [
  { name: 'heldOut7', data: heldOut7 },
  { name: 'heldOut8', data: heldOut8 },
  { name: 'heldOut9', data: heldOut9 },
]
