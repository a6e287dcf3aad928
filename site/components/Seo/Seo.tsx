import { tokens } from '../../../core/theme.ts'
import { siteConfig } from '../../config/site.ts'
import { pageAt, type PageEntry } from '../../paths.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import { socialImage, type SocialImage } from './socialImage.ts'

export interface SeoProps {
  title: string
  description: string
  /** The page's path; omitted for pages that must not be indexed (not found, errors). */
  path?: string
  type?: 'website' | 'article' | 'profile'
  /** The link preview; by default the home page's card. */
  image?: SocialImage
  /** An article's publication date (YYYY-MM-DD). */
  publishedTime?: string
  /** Structured data for search engines (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>
}

/** The page's head tags; React moves them into <head>, and the prerender step does the same in the HTML. */
export function Seo({
  title,
  description,
  path,
  type = 'website',
  image = socialImage(pageAt('/')),
  publishedTime,
  jsonLd,
}: SeoProps) {
  const url = path === undefined ? undefined : absoluteUrl(path)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={tokens.color.accent} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteConfig.productName} />
      <meta property="og:locale" content={siteConfig.locale} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta property="og:image" content={absoluteUrl(image.src)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={absoluteUrl(image.src)} />
      <meta name="twitter:image:alt" content={image.alt} />
      {jsonLd && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      )}
    </>
  )
}

/** JSON that cannot close the surrounding script element. */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
}

/** The Seo props of a registered page: its title, description, address and link preview. */
export function pageSeo(entry: PageEntry): Pick<SeoProps, 'title' | 'description' | 'path' | 'image'> {
  return { title: entry.title, description: entry.description, path: entry.path, image: socialImage(entry) }
}
