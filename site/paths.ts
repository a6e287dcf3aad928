import { siteConfig } from './config/site.ts'
import { articles, pages } from './content/content.ts'
import type { Article, PageName } from './content/types.ts'

/** What a route renders; the router maps each kind to its page component. */
export type PageView =
  | { kind: 'home' }
  | { kind: 'bio' }
  | { kind: 'page'; name: MarkdownPageName }
  | { kind: 'safety' }
  | { kind: 'article'; slug: string }
  | { kind: 'blog' }

/** The Markdown pages with a route of their own (the FAQ is part of home; /safety adds the crisis lines). */
export type MarkdownPageName = Exclude<PageName, 'faq' | 'safety'>

export type FooterColumn = 'navigation' | 'articles' | 'legal'

export interface PageEntry {
  path: string
  title: string
  description: string
  view: PageView
  /** The footer column that links to the page, and the link's text. */
  footer: { column: FooterColumn; label: string }
  /** YYYY-MM-DD of the last change, for the sitemap. */
  lastModified?: string
  /** Its link preview (Open Graph image): the persona's portrait, or the title on a branded card. */
  card: 'portrait' | 'title'
}

const { productName, persona } = siteConfig

export const paths = {
  home: '/',
  bio: '/bio',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  safety: '/safety',
  blog: '/blog',
  article: (slug: string): string => `/blog/${slug}`,
} as const

/**
 * The page registry: every prerendered route, in footer order. The router, the prerender step, the footer, the
 * sitemap and the link previews are all derived from it; articles come from their Markdown files.
 */
export const pageRegistry: readonly PageEntry[] = [
  {
    path: paths.home,
    title: `${persona.name}: Free AI Girlfriend Chat, No Sign-Up to Start`,
    description: `Chat for free with ${persona.name}, a flirty, warm AI companion and ${persona.occupation.toLowerCase()} from ${persona.location}. No sign-up, no download: just say hi. A free account keeps it going.`,
    view: { kind: 'home' },
    footer: { column: 'navigation', label: `Chat with ${persona.name}` },
    card: 'portrait',
  },
  {
    path: paths.bio,
    title: `${persona.name}'s Bio | ${productName}`,
    description: `Meet ${persona.name}, ${persona.age}, a ${persona.occupation.toLowerCase()} from ${persona.location}: her story, her interests and what she loves to talk about.`,
    view: { kind: 'bio' },
    footer: { column: 'navigation', label: `${persona.name}'s Bio` },
    card: 'portrait',
  },
  markdownPage('about', paths.about, { column: 'navigation', label: 'About AI Girlfriends' }),
  {
    path: paths.blog,
    title: `Blog: Articles on AI Companionship | ${productName}`,
    description: `Every article by ${persona.name} on AI companionship, dating and connection, newest first: guides, tips and honest thoughts on what an AI girlfriend can and cannot be.`,
    view: { kind: 'blog' },
    footer: { column: 'navigation', label: 'Blog' },
    lastModified: articles[0]?.date,
    card: 'title',
  },
  ...articles.map(articleEntry),
  markdownPage('terms', paths.terms, { column: 'legal', label: 'Terms' }),
  markdownPage('privacy', paths.privacy, { column: 'legal', label: 'Privacy' }),
  markdownEntry('safety', paths.safety, { column: 'legal', label: 'Safety' }, { kind: 'safety' }),
]

/** Head tags for any address the registry does not know. */
export const notFoundPage = {
  title: `Page Not Found | ${productName}`,
  description: `This page does not exist. Head back to chat with ${persona.name} or read her latest articles.`,
} as const

export function findPage(path: string): PageEntry | undefined {
  return pageRegistry.find((entry) => entry.path === path)
}

/** The registry entry of a page that must exist (a typo is a build error, not a broken link). */
export function pageAt(path: string): PageEntry {
  const entry = findPage(path)
  if (!entry) throw new Error(`No page at ${path}`)
  return entry
}

export function articleTitle(title: string): string {
  return `${title} | ${productName}`
}

function markdownPage(name: MarkdownPageName, path: string, footer: PageEntry['footer']): PageEntry {
  return markdownEntry(name, path, footer, { kind: 'page', name })
}

function markdownEntry(
  name: Exclude<PageName, 'faq'>,
  path: string,
  footer: PageEntry['footer'],
  view: PageView,
): PageEntry {
  const page = pages[name]
  return {
    path,
    title: `${page.title} | ${productName}`,
    description: page.description,
    view,
    footer,
    card: 'title',
  }
}

function articleEntry(article: Article): PageEntry {
  return {
    path: paths.article(article.slug),
    title: articleTitle(article.title),
    description: article.description,
    view: { kind: 'article', slug: article.slug },
    footer: { column: 'articles', label: article.title },
    lastModified: article.date,
    card: 'title',
  }
}
