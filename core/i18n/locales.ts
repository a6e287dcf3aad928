/** The languages the chat speaks; English is the default and the fallback for anything else. */
export const locales = ['en', 'de', 'fr', 'it', 'es', 'nl', 'sv', 'nb', 'da', 'fi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * The supported language a BCP 47 tag asks for, or undefined: regional tags fall back to their language
 * (`de-AT` → `de`), and every Norwegian tag (`no`, `nb`, `nn`) to Bokmål.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  if (!language) return undefined
  if (language === 'no' || language === 'nn') return 'nb'
  return isLocale(language) ? language : undefined
}

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value)
}
