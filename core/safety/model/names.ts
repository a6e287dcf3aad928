import { conceptNames } from '../concepts/concepts.ts'
import { stemNames } from './stems.ts'

/**
 * The names the model reads beside a text's words: the concepts of the languages given (concepts.ts) and the
 * stem meanings of all languages (stems.ts), each alone and paired within a sentence.
 */
export function namesOf(text: string, languages: number): string[] {
  return [...conceptNames(text, languages), ...stemNames(text)]
}
