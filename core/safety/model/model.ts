import { features, SIZE } from './features.ts'

/** A logistic regression over the hashed features: a bias and one weight per slot. */
export interface Model {
  readonly bias: number
  readonly weights: Float64Array
}

/** The weights as the detector keeps them: one signed byte each, in steps of `STEP`. */
export const STEP = 1 / 32

/** The model's score (log-odds of a crisis) for a text in the detector's form and its concept names. */
export function score(model: Model, text: string, concepts: readonly string[]): number {
  let sum = model.bias
  for (const slot of features(text, concepts)) sum += model.weights[slot]!
  return sum
}

export const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The model the training tool encoded (tools/crisis/train.ts): base64 of one signed byte per slot, bias last. */
export function decode(text: string): Model {
  const bytes = new Int8Array(SIZE + 1)
  let bits = 0
  let count = 0
  let at = 0
  for (const char of text) {
    bits = (bits << 6) | BASE64.indexOf(char)
    count += 6
    if (count >= 8) {
      count -= 8
      bytes[at++] = (bits >> count) & 0xff
    }
  }
  const weights = new Float64Array(SIZE)
  for (let slot = 0; slot < SIZE; slot += 1) weights[slot] = bytes[slot]! * STEP
  return { bias: bytes[SIZE]! * STEP, weights }
}
