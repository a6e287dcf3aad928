import { conceptNames } from '../../core/safety/rules.ts'
import { asMeant } from '../../core/safety/postFilter.ts'
import { everyLanguage, likelyLanguages } from '../../core/safety/languages.ts'
import { stemNames } from '../../core/safety/model/stems.ts'
import { normalise } from '../../core/safety/normalise.ts'
import type { Labelled } from './data.ts'
import type { Example } from './train.ts'

/** The message in the form the model reads. */
export const readable = (message: string) => asMeant(normalise(message))

/**
 * The names the model reads beside a text's words: the concepts of the languages given and the stem meanings
 * of all languages, each alone and paired within a sentence. A message whose language is unsure (read in all
 * ten) gets the stem meanings only, as detectCrisis gives them.
 */
export function namesOf(text: string, languages: number): string[] {
  return [...(languages === everyLanguage ? [] : conceptNames(text, languages)), ...stemNames(text)]
}

/** A normalised text (normalise, then asMeant) with the concept names the model reads beside its words. */
export function exampleOf(text: string, crisis: boolean): Example {
  return { text, concepts: namesOf(text, likelyLanguages(text)), crisis }
}

/** The crisis and ordinary messages as training examples, in the data's order (someone else's crisis is left out). */
export function examplesOf(data: readonly Labelled[]): Example[] {
  return data.flatMap((message) =>
    message.label === 'concern' ? [] : [exampleOf(readable(message.text), message.label === 'crisis')],
  )
}
