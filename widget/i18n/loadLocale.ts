import type { Locale } from '../../core/i18n/locales.ts'
import { englishStrings, isLocaleStrings, type LocaleStrings } from './localeStrings.ts'

/** The folder the language files are in: beside widget.js (`widget-i18n/de.json`), or the page's origin. */
let filesBase = '/'
const loaded = new Map<Locale, LocaleStrings>([['en', englishStrings]])
const loading = new Map<Locale, Promise<LocaleStrings>>()

export function setLocaleFilesBase(base: string): void {
  filesBase = base.endsWith('/') ? base : `${base}/`
}

/** The language's strings if they are already here (English always is). */
export function loadedLocale(locale: Locale): LocaleStrings | undefined {
  return loaded.get(locale)
}

/** Fetches a language file once per page; a missing or malformed file means English. */
export function loadLocale(locale: Locale): Promise<LocaleStrings> {
  const known = loaded.get(locale)
  if (known) return Promise.resolve(known)
  let pending = loading.get(locale)
  if (!pending) {
    pending = fetch(`${filesBase}widget-i18n/${locale}.json`)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((value: unknown) => (isLocaleStrings(value) ? value : englishStrings))
      .catch(() => englishStrings)
      .then((strings) => {
        loaded.set(locale, strings)
        return strings
      })
    loading.set(locale, pending)
  }
  return pending
}
