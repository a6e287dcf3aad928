import { defaultPersona } from '../../core/persona.ts'
import { compileContent } from './compileContent.ts'
import type { Article, Page, PageName } from './types.ts'

/*
 * The site's Markdown content, compiled once: every Markdown file under articles/ is an article, found by its file
 * name. The prerender, the dev server and the unit tests all read this module; pages reach the browser as
 * prerendered HTML, so no Markdown tooling does.
 */
const compiled = compileContent(
  import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./pages/*.md', { query: '?raw', import: 'default', eager: true }),
  defaultPersona,
)

/** Every article, newest first. */
export const articles: readonly Article[] = compiled.articles

export const pages: Readonly<Record<PageName, Page>> = compiled.pages

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug)
}
