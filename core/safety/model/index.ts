import { decode, score } from './model.ts'
import { weights } from './weights.ts'

const model = decode(weights)

/**
 * The score above which the model reports a crisis the rules let through: log-odds 2, a point chosen on the
 * leave-one-set-out figures (bench/crisis.ts) between recall on the crisis sets left out and false positives
 * on the ordinary ones, everyday chat included (docs/operations.md, "Crisis protocol").
 */
export const THRESHOLD = 2

/** The crisis model's log-odds for a text in the detector's form and its concept names. */
export function crisisScore(text: string, concepts: readonly string[]): number {
  return score(model, text, concepts)
}
