import { blindSets } from '../corpus/blind.ts'
import { corpusSets } from '../corpus/index.ts'
import { asMeant } from '../hyperbole.ts'
import { normalise } from '../normalise.ts'
import { examplesOf, type LabelledSet } from './examples.ts'
import { encode, train } from './train.ts'

/** The sets the committed model is trained on: the corpus batches and the blind sets. */
export const trainingSets: readonly LabelledSet[] = [...corpusSets, ...blindSets]

/** The message in the form the model reads. */
export const readable = (message: string) => asMeant(normalise(message))

/** The weights a fresh training run on `trainingSets` gives, encoded as weights.ts holds them. */
export function trainedWeights(): string {
  return encode(train(examplesOf(trainingSets, readable)))
}
