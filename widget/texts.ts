import type { WidgetCatalogue } from '../core/i18n/en.ts'
import { format } from '../core/i18n/format.ts'
import type { Locale } from '../core/i18n/locales.ts'
import { relativeTime } from './lib/relativeTime.ts'

/** Every word the widget shows or announces beyond the persona's own, in the chosen language. */
export function widgetTexts(catalogue: WidgetCatalogue, locale: Locale) {
  const plural = new Intl.PluralRules(locale)
  return {
    ...catalogue,
    locale,
    chatWith: (name: string) => format(catalogue.chatWith, { name }),
    typing: (name: string) => format(catalogue.typing, { name }),
    emptyState: (name: string) => format(catalogue.emptyState, { name }),
    conversationLabel: (name: string) => format(catalogue.conversationLabel, { name }),
    /** The AI notice line: the persona is an AI, with the sentence about minors (California SB 243). */
    aiNotice: (name: string) => `${format(catalogue.aiNotice, { name })} ${catalogue.minorsNotice}`,
    unread: (count: number) =>
      format(plural.select(count) === 'one' ? catalogue.unreadOne : catalogue.unreadOther, { count }),
    newMessage: (name: string, text: string) => format(catalogue.newMessage, { name, text }),
    charactersLeft: (count: number) => format(catalogue.charactersLeft, { count }),
    ago: (timestamp: number, now: number) => relativeTime(timestamp, now, locale, catalogue.justNow),
  }
}

export type WidgetTexts = ReturnType<typeof widgetTexts>
