import { randomInt } from 'node:crypto'
import type { Locale } from '../../core/i18n/locales.ts'
import { personaTexts, type PersonaProfile } from '../../core/persona.ts'
import type { Partner } from '../partners/partnerSchema.ts'

/**
 * The greeting variant of a new conversation on this partner's pages: the one the widget was handed (by
 * GET /api/widget-config) while it is still one of the partner's variants, otherwise a fresh uniform draw.
 * Undefined when the partner runs no experiment. A draw needs no shared state, so every instance splits
 * evenly; a changed list of variants only affects conversations that start after it.
 */
export function assignVariant(
  partner: Partner | undefined,
  offered?: string,
  draw: (count: number) => number = randomInt,
): string | undefined {
  const variants = partner?.greetings
  // '': the widget had no config and showed the persona's own greeting, so the conversation is in no variant.
  if (!variants || offered === '') return undefined
  if (offered !== undefined && variants.some((variant) => variant.id === offered)) return offered
  return variants[draw(variants.length)]!.id
}

/** The opening line: the variant's text in this language, or the persona's own greeting (the spec's). */
export function greetingText(
  partner: Partner | undefined,
  variant: string | undefined,
  persona: PersonaProfile,
  locale: Locale,
): string {
  const text = partner?.greetings?.find((item) => item.id === variant)?.text
  const chosen = typeof text === 'string' ? text : text?.[locale]
  return chosen ?? personaTexts(persona, locale).greeting
}

/** The variant's texts per language, as the widget needs them (languages without one are left out). */
export function greetingTexts(
  partner: Partner | undefined,
  variant: string | undefined,
): Partial<Record<Locale, string>> | string | undefined {
  const text = partner?.greetings?.find((item) => item.id === variant)?.text
  if (text === undefined || typeof text === 'string') return text
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined))
}
