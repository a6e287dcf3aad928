import { defaultPersona } from '../../core/persona.ts'

/**
 * Site-wide settings. The product name follows the persona, so renaming her in core/persona.ts renames the site.
 * `siteUrl` is the public origin used in canonical URLs, Open Graph tags and the sitemap; set SITE_URL when
 * building for a real domain.
 */
export const siteConfig = {
  productName: `${defaultPersona.name} AI`,
  persona: defaultPersona,
  siteUrl: readSiteUrl(),
  locale: 'en_US',
} as const

function readSiteUrl(): string {
  const fromEnv = import.meta.env.SITE_URL
  return (fromEnv || 'http://localhost:8787').replace(/\/+$/, '')
}
