import { z } from 'zod'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { format } from '../../core/i18n/format.ts'
import { locales, type Locale } from '../../core/i18n/locales.ts'
import { refusalTexts } from '../../core/i18n/refusalTexts.ts'

type OverrideName = `REFUSAL_TEXT_${Uppercase<Locale>}`
const overrideName = (locale: Locale) => `REFUSAL_TEXT_${locale.toUpperCase()}` as OverrideName

/** REFUSAL_TEXT_EN, REFUSAL_TEXT_DE, …: an operator's own country refusal per language (config.ts). */
export const refusalEnv = Object.fromEntries(
  locales.map((locale) => [overrideName(locale), z.string().trim().min(1).max(500).optional()]),
) as Record<OverrideName, z.ZodOptional<z.ZodString>>

export function refusalOverrides(
  env: Partial<Record<OverrideName, string>>,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const text = env[overrideName(locale)]
      return text === undefined ? [] : [[locale, text] as const]
    }),
  )
}

/**
 * The refusal per language, made once: the operator's text where given; with the default countries the
 * spec's sentence (the catalogues'); else a sentence naming the allowed countries in that language.
 */
export function refusalText(
  allowed: ReadonlySet<string>,
  defaults: readonly string[],
  overrides: Partial<Record<Locale, string>>,
): (locale: Locale) => string {
  const isDefault = allowed.size === defaults.length && defaults.every((code) => allowed.has(code))
  const texts = new Map(
    locales.map((locale) => [
      locale,
      overrides[locale] ?? (isDefault ? catalogues[locale].refusal : built(locale, allowed)),
    ]),
  )
  return (locale) => texts.get(locale) ?? catalogues[locale].refusal
}

function built(locale: Locale, allowed: ReadonlySet<string>): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const countries = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    [...allowed].map((code) => names.of(code) ?? code),
  )
  return format(refusalTexts[locale], { countries })
}
