import { enExtras } from '../../core/i18n/en.ts'
import type { WidgetTexts } from '../texts.ts'

/** The chat's words with those only the extras show: a language file carries them, English ones come from here. */
export function extrasWords(texts: WidgetTexts): WidgetTexts & typeof enExtras {
  return { ...enExtras, ...texts }
}
