import { locales } from '../../i18n/locales.ts'
import { detectWith, type CrisisSignal } from '../detectCrisis.ts'
import { measure, type Measurement } from '../measure.ts'
import { examplesOf, exampleOf, type LabelledSet } from './examples.ts'
import { THRESHOLD } from './index.ts'
import { score, train } from './train.ts'
import { readable } from './training.ts'

/** One set's figures, measured with a model trained on every other set: per language, as the detector and the model alone. */
export interface LeftOut {
  readonly name: string
  readonly detector: readonly Measurement[]
  readonly model: readonly Measurement[]
}

/**
 * Leave-one-set-out: per set, a model trained on all the others, and the set measured with it, as the whole
 * detector (the rules, then the model) and as the model alone. How the model does on messages it never saw;
 * the rules were written with every set in view, so the detector's figures here flatter it on the sets the
 * rules were tuned on.
 */
export function leaveOneOut(sets: readonly LabelledSet[]): LeftOut[] {
  const examples = sets.map((set) => examplesOf([set], readable))
  return sets.map((set, index) => {
    const model = train(examples.filter((_, other) => other !== index).flat())
    const detector = (message: string) =>
      detectWith(message, (text, concepts) => score(model, text, concepts))
    const alone = (message: string): CrisisSignal | undefined => {
      const { text, concepts } = exampleOf(readable(message), false)
      return score(model, text, concepts) > THRESHOLD ? { language: 'en', matched: text } : undefined
    }
    return {
      name: set.name,
      detector: locales.map((locale) => measure(set.data[locale], detector)),
      model: locales.map((locale) => measure(set.data[locale], alone)),
    }
  })
}
