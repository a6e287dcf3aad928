import { useEffect, useReducer, useState } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import { chooseLocale } from './chooseLocale.ts'
import { loadedLocale, loadLocale } from './loadLocale.ts'
import type { LocaleStrings } from './localeStrings.ts'

export interface ShownLocale {
  locale: Locale
  strings: LocaleStrings
}

/**
 * The language to show and its strings. Follows the element's and the page's `lang` as they change. Until a
 * language's file has arrived the previous one stays; before the first one, nothing (so no English flash).
 */
export function useLocale(host: Element | undefined, lang: string | undefined): ShownLocale | undefined {
  const [, recheck] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(recheck)
    const options = { attributes: true, attributeFilter: ['lang'] }
    if (host) observer.observe(host, options)
    observer.observe(document.documentElement, options)
    return () => observer.disconnect()
  }, [host])

  const locale = currentLocale(host, lang)
  const ready = loadedLocale(locale)
  const [shown, setShown] = useState<ShownLocale | undefined>(ready && { locale, strings: ready })
  useEffect(() => {
    let live = true
    void loadLocale(locale).then((strings) => {
      if (live) setShown({ locale, strings })
    })
    return () => {
      live = false
    }
  }, [locale])
  return ready ? { locale, strings: ready } : shown
}

function currentLocale(host: Element | undefined, lang: string | undefined): Locale {
  if (typeof document === 'undefined') return chooseLocale(lang, undefined, [])
  return chooseLocale(
    lang ?? host?.getAttribute('lang'),
    document.documentElement.lang,
    navigator.languages ?? [],
  )
}
