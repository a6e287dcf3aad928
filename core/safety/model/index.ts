import { decode, score } from './train.ts'
import { weights } from './weights.ts'

const model = decode(weights)

/**
 * The score above which the model alone reports a crisis: log-odds 1, chosen on the leave-one-set-out
 * figures (bench/crisis.ts) to keep false positives at or under 5% on the blind sets.
 */
export const THRESHOLD = 1

/** The crisis model's log-odds for a text in the detector's form and its concept names. */
export function crisisScore(text: string, concepts: readonly string[]): number {
  return score(model, text, concepts)
}
