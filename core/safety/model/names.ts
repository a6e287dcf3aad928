import { conceptNames } from '../concepts/concepts.ts'
import { everyLanguage } from '../languages.ts'
import { stemNames } from './stems.ts'

/**
 * The names the model reads beside a text's words: the concepts of the languages given (concepts.ts) and the
 * stem meanings of all languages (stems.ts), each alone and paired within a sentence. A message whose
 * language is unsure (read in all ten) gets the stem meanings only: ten languages' concepts would cost
 * ten times as much and, measured leaving one set out, tell the model no more.
 */
export function namesOf(text: string, languages: number): string[] {
  return [...(languages === everyLanguage ? [] : conceptNames(text, languages)), ...stemNames(text)]
}
