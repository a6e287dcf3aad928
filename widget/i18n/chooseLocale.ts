import { defaultLocale, matchLocale, type Locale } from '../../core/i18n/locales.ts'

/**
 * The chat's language: the element's own `lang`, else the host page's `<html lang>`, else the first of the
 * browser's preferred languages the chat speaks, else English. Each may be a regional tag (`de-AT`).
 */
export function chooseLocale(
  own: string | null | undefined,
  page: string | null | undefined,
  preferred: readonly string[],
): Locale {
  for (const tag of [own, page, ...preferred]) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return defaultLocale
}
