export interface ContentSection {
  /** Plain-text `##` heading. */
  heading: string
  /** Anchor id derived from the heading. */
  id: string
  /** The section's body as HTML (without its heading). */
  html: string
}

export interface PageMeta {
  title: string
  description: string
}

export interface Page extends PageMeta {
  /** Text before the first `##` heading, as HTML (may be empty). */
  introHtml: string
  sections: ContentSection[]
}

export interface ArticleMeta {
  slug: string
  title: string
  description: string
  /** Publication date, YYYY-MM-DD. */
  date: string
  readingMinutes: number
}

export interface Article extends ArticleMeta {
  /** The whole body as HTML: intro, sections, quotes, closing and sign-off. */
  html: string
}

export const pageNames = ['about', 'terms', 'privacy', 'safety', 'faq'] as const
export type PageName = (typeof pageNames)[number]

export interface SiteContent {
  articles: Article[]
  pages: Record<PageName, Page>
}
