import { defaultPersona } from '../../core/persona.ts'
import { compileContent } from './compileContent.ts'
import {
  articleMeta,
  pageMeta,
  type Article,
  type ArticleMeta,
  type Page,
  type PageMeta,
  type PageName,
} from './types.ts'

/*
 * The site's Markdown content, compiled. In the site builds a Vite plugin (site/build/precompiledContent.ts)
 * replaces this module with the same exports over build-time output: small indexes in the main bundle and one
 * lazily loaded chunk of HTML per article and page, so no Markdown parser reaches the browser. Keep both in step.
 */
const compiled = compileContent(
  import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./pages/*.md', { query: '?raw', import: 'default', eager: true }),
  defaultPersona,
)

export const articleIndex: ArticleMeta[] = compiled.articles.map(articleMeta)

export const pageIndex = Object.fromEntries(
  Object.entries(compiled.pages).map(([name, page]) => [name, pageMeta(page)]),
) as Record<PageName, PageMeta>

export async function loadArticle(slug: string): Promise<Article | undefined> {
  return compiled.articles.find((article) => article.slug === slug)
}

export async function loadPage(name: PageName): Promise<Page> {
  return compiled.pages[name]
}
