import { siteConfig } from './config/site.ts'
import { articleIndex, pageIndex } from './content/content.ts'
import type { ArticleMeta, PageName } from './content/types.ts'

export interface RouteInfo {
  path: string
  title: string
  description: string
}

const { productName, persona } = siteConfig

/** The blog's articles, in the order the footer lists them. The slug is the only route parameter. */
export const articleSlugs = [
  'future-of-ai-relationships',
  'emotional-connection',
  'ai-companionship',
  'virtual-relationships',
  'ai-girlfriend-guide',
  'ai-dating-tips',
  'digital-intimacy',
  'ai-relationship-benefits',
  'modern-companionship',
  'ai-connection-guide',
] as const
export type ArticleSlug = (typeof articleSlugs)[number]

/** The one route table: the router, the prerender step, the sitemap and every link read it. */
export const paths = {
  home: {
    path: '/',
    title: `${persona.name}: Free AI Girlfriend Chat, No Sign-Up`,
    description: `Chat for free with ${persona.name}, a flirty, warm AI companion and ${persona.occupation.toLowerCase()} from ${persona.location}. No account, no download: just say hi.`,
  },
  bio: {
    path: '/bio',
    title: `${persona.name}'s Bio | ${productName}`,
    description: `Meet ${persona.name}, ${persona.age}, a ${persona.occupation.toLowerCase()} from ${persona.location}: her story, her interests and what she loves to talk about.`,
  },
  about: pageRoute('about', '/about'),
  terms: pageRoute('terms', '/terms'),
  privacy: pageRoute('privacy', '/privacy'),
  article: { pattern: '/blog/:slug' },
  blog: (slug: ArticleSlug): string => `/blog/${slug}`,
  notFound: {
    title: `Page Not Found | ${productName}`,
    description: `This page does not exist. Head back to chat with ${persona.name} or read her latest articles.`,
  },
} as const

export function findArticle(slug: string | undefined): ArticleMeta | undefined {
  return articleIndex.find((article) => article.slug === slug)
}

export function isArticleSlug(slug: string | undefined): slug is ArticleSlug {
  return articleSlugs.some((known) => known === slug)
}

export function articleRoute(slug: ArticleSlug): RouteInfo {
  const article = findArticle(slug)
  if (!article) throw new Error(`No content for the article '${slug}'`)
  return { path: paths.blog(slug), title: articleTitle(article.title), description: article.description }
}

export function articleTitle(title: string): string {
  return `${title} | ${productName}`
}

/** Every prerendered route, with its own title and description. */
export function routeTable(): RouteInfo[] {
  const { home, bio, about, terms, privacy } = paths
  return [home, bio, about, terms, privacy, ...articleSlugs.map(articleRoute)]
}

function pageRoute(name: PageName, path: string): RouteInfo {
  const page = pageIndex[name]
  return { path, title: `${page.title} | ${productName}`, description: page.description }
}
