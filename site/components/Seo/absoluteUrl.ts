import { siteConfig } from '../../config/site.ts'

/** A site path as a full URL on the configured public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig.siteUrl}/`).href
}
