import { defaultPersona, type PersonaProfile } from '../../core/persona.ts'

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
  /**
   * Page views are reported to `window[analyticsGlobal]('pageview', path)` on every route change, when that
   * function exists. Analytics snippets can define it to forward to their own API.
   */
  analyticsGlobal: '__analytics',
  /** The picture link previews show: the persona's widest photo. */
  socialImage: widestPhoto(defaultPersona.photos),
} as const

function readSiteUrl(): string {
  const fromEnv = import.meta.env.SITE_URL
  return (fromEnv || 'http://localhost:8787').replace(/\/+$/, '')
}

function widestPhoto(photos: PersonaProfile['photos']): PersonaProfile['photos'][number] {
  const [first, ...rest] = photos
  if (!first) throw new Error('The persona needs at least one photo')
  return rest.reduce((widest, photo) => (photo.width > widest.width ? photo : widest), first)
}
