import {
  crisisClasses,
  ordinaryClasses,
  type Corpus,
  type CrisisClass,
  type OrdinaryClass,
} from './corpus/corpus.ts'
import { detectCrisis, type CrisisSignal } from './detectCrisis.ts'

/** How the detector does on one language's labelled messages. */
export interface Measurement {
  crisis: number
  detected: number
  ordinary: number
  falsePositives: number
  /** Per crisis class: messages and how many were detected. */
  byClass: Record<CrisisClass, { total: number; detected: number }>
  /** Per ordinary class: messages and how many were flagged. */
  byOrdinaryClass: Record<OrdinaryClass, { total: number; flagged: number }>
  /** Messages of someone else's crisis (Corpus.concern) and how many were answered with the crisis lines. */
  concern: number
  concernFlagged: number
  missed: string[]
  falselyFlagged: string[]
}

/** Recall and false positives of detectCrisis (or another detector) on a labelled corpus (the tests and the bench use it). */
export function measure(
  corpus: Corpus,
  detect: (message: string) => CrisisSignal | undefined = detectCrisis,
): Measurement {
  const result: Measurement = {
    crisis: 0,
    detected: 0,
    ordinary: 0,
    falsePositives: 0,
    byClass: Object.fromEntries(
      crisisClasses.map((name) => [name, { total: 0, detected: 0 }]),
    ) as Measurement['byClass'],
    byOrdinaryClass: Object.fromEntries(
      ordinaryClasses.map((name) => [name, { total: 0, flagged: 0 }]),
    ) as Measurement['byOrdinaryClass'],
    concern: 0,
    concernFlagged: 0,
    missed: [],
    falselyFlagged: [],
  }
  for (const message of corpus.concern ?? []) {
    result.concern += 1
    if (detect(message) !== undefined) result.concernFlagged += 1
  }
  for (const name of crisisClasses)
    for (const message of corpus.crisis[name]) {
      const hit = detect(message) !== undefined
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
      result.byOrdinaryClass[name].total += 1
      if (detect(message) !== undefined) {
        result.falsePositives += 1
        result.byOrdinaryClass[name].flagged += 1
        result.falselyFlagged.push(message)
      }
    }
  return result
}

/** Several measurements (one per language) summed into one. */
export function total(results: readonly Measurement[]): Measurement {
  const sum = (pick: (r: Measurement) => number) => results.reduce((n, r) => n + pick(r), 0)
  return {
    crisis: sum((r) => r.crisis),
    detected: sum((r) => r.detected),
    ordinary: sum((r) => r.ordinary),
    falsePositives: sum((r) => r.falsePositives),
    byClass: Object.fromEntries(
      crisisClasses.map((name) => [
        name,
        { total: sum((r) => r.byClass[name].total), detected: sum((r) => r.byClass[name].detected) },
      ]),
    ) as Measurement['byClass'],
    byOrdinaryClass: Object.fromEntries(
      ordinaryClasses.map((name) => [
        name,
        {
          total: sum((r) => r.byOrdinaryClass[name].total),
          flagged: sum((r) => r.byOrdinaryClass[name].flagged),
        },
      ]),
    ) as Measurement['byOrdinaryClass'],
    concern: sum((r) => r.concern),
    concernFlagged: sum((r) => r.concernFlagged),
    missed: results.flatMap((r) => r.missed),
    falselyFlagged: results.flatMap((r) => r.falselyFlagged),
  }
}
