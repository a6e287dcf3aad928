import { createContext, useContext } from 'react'
import { enWidget } from '../../core/i18n/en.ts'
import { widgetTexts, type WidgetTexts } from '../texts.ts'

export const TextsContext = createContext<WidgetTexts>(widgetTexts(enWidget, 'en'))

/** The widget's words in the language the chat speaks (English outside a provider). */
export function useTexts(): WidgetTexts {
  return useContext(TextsContext)
}
