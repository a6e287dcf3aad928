import { detectWith, type CrisisSignal } from '../../core/safety/detectCrisis.ts'
import { THRESHOLD } from '../../core/safety/model/index.ts'
import { score } from '../../core/safety/model/model.ts'
import { setNames, type Labelled } from './data.ts'
import { exampleOf, examplesOf, readable } from './examples.ts'
import type { Detector } from './measure.ts'
import { train } from './train.ts'

/** One set measured with a model trained on every other training set: as the whole detector and as the model alone. */
export interface LeftOut {
  readonly name: string
  readonly data: readonly Labelled[]
  readonly detector: Detector
  readonly model: Detector
}

/**
 * Leave-one-set-out over the training messages: per set, a model trained on all the other sets. How the model does
 * on messages it never saw; the rules were written with most sets in view, so the detector's figures flatter it.
 * `keep` limits which sets are left out in turn (each still trains the others' models).
 */
export function leaveOneOut(
  training: readonly Labelled[],
  keep: (set: string) => boolean = () => true,
): LeftOut[] {
  const names = setNames(training)
  const examples = new Map(names.map((name) => [name, examplesOf(training.filter((m) => m.set === name))]))
  return names.filter(keep).map((name) => {
    const model = train(names.filter((other) => other !== name).flatMap((other) => examples.get(other)!))
    const alone = (message: string): CrisisSignal | undefined => {
      const { text, concepts } = exampleOf(readable(message), false)
      return score(model, text, concepts) > THRESHOLD ? { language: 'en', matched: text } : undefined
    }
    return {
      name,
      data: training.filter((m) => m.set === name),
      detector: (message) => detectWith(message, (text, concepts) => score(model, text, concepts)),
      model: alone,
    }
  })
}
