import { defaultPersona } from '../../core/persona.ts'
import { UNSET_ORIGIN } from '../../core/publicOrigin.ts'

/**
 * Site-wide settings. The product name follows the persona, so renaming her in core/persona.ts renames the site.
 * `siteUrl` is the public origin used in canonical URLs, Open Graph tags and the sitemap: PUBLIC_URL at build
 * time (vite.site.config.ts), else a placeholder the server fills in with each request's origin.
 */
export const siteConfig = {
  productName: `${defaultPersona.name} AI`,
  persona: defaultPersona,
  siteUrl: import.meta.env.PUBLIC_URL || UNSET_ORIGIN,
  locale: 'en_US',
} as const
