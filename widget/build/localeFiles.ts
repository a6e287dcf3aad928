import type { Plugin } from 'vite'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { isLocale, locales, type Locale } from '../../core/i18n/locales.ts'
import { personas, personaTexts } from '../../core/persona.ts'
import type { LocaleStrings } from '../i18n/localeStrings.ts'

/** One language's file for the widget: the catalogue and every persona's texts. */
export function localeFile(locale: Locale): LocaleStrings {
  const texts = Object.fromEntries(
    Object.values(personas).map((persona) => [persona.id, personaTexts(persona, locale)]),
  )
  return { texts: catalogues[locale], personas: texts }
}

const FILE = /^\/widget-i18n\/([a-z]{2})\.json$/

/**
 * Languages other than English stay out of widget.js: the build writes `widget-i18n/<locale>.json` beside it,
 * and the dev server answers the same paths, so the widget loads only the language it speaks.
 */
export function localeFiles(): Plugin {
  return {
    name: 'companion-chat:locale-files',
    generateBundle() {
      for (const locale of locales.filter((l) => l !== 'en')) {
        const source = JSON.stringify(localeFile(locale))
        this.emitFile({ type: 'asset', fileName: `widget-i18n/${locale}.json`, source })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const locale = FILE.exec(req.url ?? '')?.[1]
        if (!isLocale(locale)) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(JSON.stringify(localeFile(locale)))
      })
    },
  }
}
