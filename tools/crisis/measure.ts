import { locales, type Locale } from '../../core/i18n/locales.ts'
import { detectCrisis, type CrisisSignal } from '../../core/safety/detectCrisis.ts'
import { crisisClasses, ordinaryClasses, type Labelled } from './data.ts'

export type Detector = (message: string) => CrisisSignal | undefined

/** How a detector does on some labelled messages. */
export interface Measurement {
  crisis: number
  detected: number
  ordinary: number
  falsePositives: number
  /** Per class: messages and how many fired (recall for a crisis class, false positives for an ordinary one). */
  byClass: Record<string, { total: number; fired: number }>
  /** Someone else's crisis now: neither recall nor false positives; how many got the lines. */
  concern: number
  concernFired: number
  missed: string[]
  falselyFlagged: string[]
}

const empty = (): Measurement => ({
  crisis: 0,
  detected: 0,
  ordinary: 0,
  falsePositives: 0,
  byClass: Object.fromEntries(
    [...crisisClasses, ...ordinaryClasses].map((name) => [name, { total: 0, fired: 0 }]),
  ),
  concern: 0,
  concernFired: 0,
  missed: [],
  falselyFlagged: [],
})

/** Recall and false positives of detectCrisis (or another detector) on labelled messages. */
export function measure(data: readonly Labelled[], detect: Detector = detectCrisis): Measurement {
  const result = empty()
  for (const message of data) {
    const fired = detect(message.text) !== undefined
    if (message.label === 'concern') {
      result.concern += 1
      if (fired) result.concernFired += 1
      continue
    }
    const kind = (result.byClass[message.class] ??= { total: 0, fired: 0 })
    kind.total += 1
    if (fired) kind.fired += 1
    if (message.label === 'crisis') {
      result.crisis += 1
      if (fired) result.detected += 1
      else result.missed.push(message.text)
    } else {
      result.ordinary += 1
      if (fired) {
        result.falsePositives += 1
        result.falselyFlagged.push(message.text)
      }
    }
  }
  return result
}

/** Per language, then all languages. */
export function perLanguage(
  data: readonly Labelled[],
  detect: Detector = detectCrisis,
): { language: Locale | 'all'; result: Measurement }[] {
  return [
    ...locales.map((language) => ({
      language,
      result: measure(
        data.filter((message) => message.language === language),
        detect,
      ),
    })),
    { language: 'all' as const, result: measure(data, detect) },
  ]
}

export const recall = (m: Measurement) => (m.crisis === 0 ? Number.NaN : m.detected / m.crisis)
export const falsePositiveRate = (m: Measurement) =>
  m.ordinary === 0 ? Number.NaN : m.falsePositives / m.ordinary
