import { crisisClasses, ordinaryClasses, type Corpus, type CrisisClass } from './corpus/corpus.ts'
import { detectCrisis } from './detectCrisis.ts'

/** How the detector does on one language's labelled messages. */
export interface Measurement {
  crisis: number
  detected: number
  ordinary: number
  falsePositives: number
  /** Per crisis class: messages and how many were detected. */
  byClass: Record<CrisisClass, { total: number; detected: number }>
  missed: string[]
  falselyFlagged: string[]
}

/** Recall and false positives of detectCrisis on a labelled corpus (the unit tests and the bench use it). */
export function measure(corpus: Corpus): Measurement {
  const result: Measurement = {
    crisis: 0,
    detected: 0,
    ordinary: 0,
    falsePositives: 0,
    byClass: Object.fromEntries(
      crisisClasses.map((name) => [name, { total: 0, detected: 0 }]),
    ) as Measurement['byClass'],
    missed: [],
    falselyFlagged: [],
  }
  for (const name of crisisClasses)
    for (const message of corpus.crisis[name]) {
      const hit = detectCrisis(message) !== undefined
      result.crisis += 1
      result.byClass[name].total += 1
      if (hit) {
        result.detected += 1
        result.byClass[name].detected += 1
      } else result.missed.push(message)
    }
  for (const name of ordinaryClasses)
    for (const message of corpus.ordinary[name]) {
      result.ordinary += 1
      if (detectCrisis(message) !== undefined) {
        result.falsePositives += 1
        result.falselyFlagged.push(message)
      }
    }
  return result
}
