import { z } from 'zod'
import { locales } from '../../core/i18n/locales.ts'

const plainText = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((text) => !/[<>]/.test(text) && !/\p{Cc}/u.test(text.replace(/\n/g, '')), {
    error: 'expected plain text: no markup (< or >) and no control characters',
  })

/** A greeting's text: one for every language, or per language (a missing one keeps the spec's greeting). */
export const greetingTextSchema = z.union([
  plainText,
  z
    .strictObject(Object.fromEntries(locales.map((locale) => [locale, plainText.optional()])))
    .refine((texts) => Object.values(texts).some((text) => text !== undefined), {
      error: `expected at least one language (${locales.join(', ')})`,
    }),
])

/** A greeting experiment: 2–4 variants with distinct ids; each new conversation gets one. */
export const greetingsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,23}$/, {
        error: 'expected a short slug: 1–24 lower-case letters, digits and hyphens',
      }),
      text: greetingTextSchema,
    }),
  )
  .min(2, { error: 'expected 2–4 greeting variants' })
  .max(4, { error: 'expected 2–4 greeting variants' })
  .refine((variants) => new Set(variants.map((variant) => variant.id)).size === variants.length, {
    error: 'greeting ids must be unique',
  })
export type Greetings = z.infer<typeof greetingsSchema>

const color = z.string().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, {
  error: 'expected a hex colour such as #0a7d4f',
})
const length = z.string().regex(/^(?:0|\d{1,3}(?:\.\d{1,2})?(?:px|rem|em))$/, {
  error: 'expected a length such as 12px or 0.75rem',
})

/** The partner's default look: the widget's public theme variables (`--companion-<name>`), safe values only. */
export const themeSchema = z.strictObject({
  accent: color.optional(),
  'accent-text': color.optional(),
  'visitor-bubble': color.optional(),
  'visitor-text': color.optional(),
  'persona-bubble': color.optional(),
  'persona-text': color.optional(),
  surface: color.optional(),
  'surface-muted': color.optional(),
  text: color.optional(),
  'text-muted': color.optional(),
  border: color.optional(),
  focus: color.optional(),
  radius: length.optional(),
  'bubble-radius': length.optional(),
  'control-radius': length.optional(),
  'font-family': z
    .string()
    .regex(/^[\w\s,'"-]{1,100}$/, { error: 'expected font names separated by commas' })
    .optional(),
})
export type PartnerTheme = z.infer<typeof themeSchema>
