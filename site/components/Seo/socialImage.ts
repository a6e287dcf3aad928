import { siteConfig } from '../../config/site.ts'
import type { PageEntry } from '../../paths.ts'

export interface SocialImage {
  src: string
  alt: string
  width: number
  height: number
}

/** The size the large link-preview cards of the social networks and messengers expect. */
export const socialImageSize = { width: 1200, height: 630 } as const

/** Where a page's link-preview card is written at build time: `/` → /og/home.png, `/blog/x` → /og/blog/x.png. */
export function socialImagePath(path: string): string {
  return `/og/${path === '/' ? 'home' : path.replace(/^\/+/, '')}.png`
}

export function socialImage(entry: PageEntry): SocialImage {
  const { persona, productName } = siteConfig
  const alt =
    entry.card === 'portrait'
      ? `${persona.name}, ${persona.age}, ${persona.occupation.toLowerCase()} from ${persona.location}: chat with her free on ${productName}`
      : `${entry.footer.label}, by ${persona.name} on ${productName}`
  return { src: socialImagePath(entry.path), alt, ...socialImageSize }
}
