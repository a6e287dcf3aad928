import type { Locale } from '../../i18n/locales.ts'
import type { Corpus } from './corpus.ts'
import { heldOut } from './heldOut/index.ts'
import { heldOut2 } from './heldOut2/index.ts'
import { heldOut3 } from './heldOut3/index.ts'
import { heldOut4 } from './heldOut4/index.ts'
import { heldOut5 } from './heldOut5/index.ts'
import { heldOut6 } from './heldOut6/index.ts'

/** The blind sets, oldest first: the bench prints each, the tests hold each to its measured floor. */
export const blindSets: readonly { name: string; data: Readonly<Record<Locale, Corpus>> }[] = [
  { name: 'heldOut', data: heldOut },
  { name: 'heldOut2', data: heldOut2 },
  { name: 'heldOut3', data: heldOut3 },
  { name: 'heldOut4', data: heldOut4 },
  { name: 'heldOut5', data: heldOut5 },
  { name: 'heldOut6', data: heldOut6 },
]
