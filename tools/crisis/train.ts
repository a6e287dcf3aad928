import { features, SIZE } from '../../core/safety/model/features.ts'
import { BASE64, STEP, type Model } from '../../core/safety/model/model.ts'

/** A labelled message in the detector's form, with the concept names it shows. */
export interface Example {
  readonly text: string
  readonly concepts: readonly string[]
  readonly crisis: boolean
  /** How much the example counts, 1 unless said. */
  readonly weight?: number
}

/** How the model is trained: passes over the examples, AdaGrad's rate, the L2 penalty. */
export interface Settings {
  readonly epochs: number
  readonly rate: number
  readonly l2: number
}

/** Chosen on the leave-one-set-out figures (`npm run bench`, tools/crisis/report.ts). */
export const settings: Settings = { epochs: 12, rate: 0.1, l2: 1e-4 }

/**
 * A logistic regression trained by AdaGrad, each class weighted to count as much as the other, with an L2
 * penalty on the weights a message touches, then rounded to the precision the detector keeps (`quantise`).
 * Deterministic: the examples go in a fixed pseudo-random order (a fixed seed), so the same examples always
 * give the same weights.
 */
export function train(examples: readonly Example[], { epochs, rate, l2 }: Settings = settings): Model {
  const rows = examples.map((example) => features(example.text, example.concepts))
  const labels = examples.map((example) => (example.crisis ? 1 : 0))
  const positives = labels.reduce<number>((n, label) => n + label, 0)
  const classWeight = [
    examples.length / (2 * (examples.length - positives)),
    examples.length / (2 * positives),
  ]
  const weights = new Float64Array(SIZE)
  const squares = new Float64Array(SIZE).fill(1e-8)
  let bias = 0
  let biasSquares = 1e-8
  const order = rows.map((_, index) => index)
  let seed = 12345
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      const other = seed % (index + 1)
      ;[order[index], order[other]] = [order[other]!, order[index]!]
    }
    for (const row of order) {
      const slots = rows[row]!
      let score = bias
      for (const slot of slots) score += weights[slot]!
      const label = labels[row]!
      const error = (1 / (1 + Math.exp(-score)) - label) * classWeight[label]! * (examples[row]!.weight ?? 1)
      for (const slot of slots) {
        const gradient = error + l2 * weights[slot]!
        squares[slot]! += gradient * gradient
        weights[slot]! -= (rate * gradient) / Math.sqrt(squares[slot]!)
      }
      biasSquares += error * error
      bias -= (rate * error) / Math.sqrt(biasSquares)
    }
  }
  return quantise({ bias, weights })
}

function quantise(model: Model): Model {
  const round = (weight: number) => Math.max(-127, Math.min(127, Math.round(weight / STEP))) * STEP
  return { bias: round(model.bias), weights: model.weights.map(round) }
}

/** A model's weights as base64 of one signed byte per slot (bias last), for the generated module. */
export function encode(model: Model): string {
  const bytes = new Uint8Array(SIZE + 1)
  model.weights.forEach((weight, slot) => (bytes[slot] = Math.round(weight / STEP) & 0xff))
  bytes[SIZE] = Math.round(model.bias / STEP) & 0xff
  let text = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = (bytes[index]! << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 4) / 3))
    for (let char = 0; char < chars; char += 1) text += BASE64[(chunk >> (18 - 6 * char)) & 63]
  }
  return text
}
