import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { articles } from './content/content.ts'
import { pageRegistry, paths } from './paths.ts'
import { routes } from './routes.tsx'

describe('the page registry', () => {
  it('lists the fifteen routes of the spec, the published crisis protocol and the blog, each once', () => {
    expect(pageRegistry).toHaveLength(17)
    expect(new Set(pageRegistry.map((page) => page.path)).size).toBe(17)
    expect(pageRegistry.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/bio',
        '/about',
        '/terms',
        '/privacy',
        '/safety',
        '/blog',
        '/blog/ai-connection-guide',
      ]),
    )
  })

  it('gives every route its own title and description', () => {
    expect(new Set(pageRegistry.map((page) => page.title)).size).toBe(17)
    for (const page of pageRegistry) expect(page.description.length, page.path).toBeGreaterThan(50)
  })

  it('has a route for every Markdown article, titled with the product suffix and dated for the sitemap', () => {
    const files = Object.keys(import.meta.glob('./content/articles/*.md')).map((file) =>
      file.replace(/^.*\/|\.md$/g, ''),
    )
    const articleRoutes = pageRegistry.filter((page) => page.view.kind === 'article')
    expect(articleRoutes.map((page) => page.path).sort()).toEqual(files.map(paths.article).sort())
    for (const page of articleRoutes) {
      expect(page.title).toMatch(/ \| Mia AI$/)
      expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('lists articles newest first, in the footer column for articles', () => {
    const listed = pageRegistry.filter((page) => page.footer.column === 'articles')
    expect(listed.map((page) => page.footer.label)).toEqual(articles.map((article) => article.title))
    const dates = articles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('matches each path to its own page in the router, and anything else to the not-found page', () => {
    for (const page of pageRegistry)
      expect(matchRoutes(routes, page.path)?.at(-1)?.route.id, page.path).toBe(page.path)
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.id).toBe('not-found')
    expect(matchRoutes(routes, '/blog/no-such-article')?.at(-1)?.route.id).toBe('not-found')
  })
})
