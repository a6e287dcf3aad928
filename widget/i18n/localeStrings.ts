import { enWidget, type WidgetCatalogue } from '../../core/i18n/en.ts'
import type { PersonaTexts } from '../../core/persona.ts'
import { isRecord } from '../api/postJson.ts'

/** One language's words for the widget: its catalogue and each persona's texts (English is built in). */
export interface LocaleStrings {
  texts: WidgetCatalogue
  personas: Readonly<Record<string, PersonaTexts>>
}

/** English needs no file: the catalogue is in the script and each persona's profile is English. */
export const englishStrings: LocaleStrings = { texts: enWidget, personas: {} }

const personaKeys: readonly (keyof PersonaTexts)[] = ['greeting', 'tagline', 'occupation']

/** A language file as the widget expects it: every catalogue text and every persona text a string. */
export function isLocaleStrings(value: unknown): value is LocaleStrings {
  if (!isRecord(value) || !isRecord(value.texts) || !isRecord(value.personas)) return false
  const texts = value.texts
  return (
    Object.keys(enWidget).every((key) => typeof texts[key] === 'string') &&
    Object.values(value.personas).every(
      (persona) => isRecord(persona) && personaKeys.every((key) => typeof persona[key] === 'string'),
    )
  )
}
