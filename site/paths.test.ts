import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { articleIndex } from './content/content.ts'
import { articleSlugs, paths, routeTable } from './paths.ts'
import { routes } from './routes.tsx'

describe('the route table', () => {
  const table = routeTable()

  it('lists the fifteen routes of the spec, each once', () => {
    expect(table).toHaveLength(15)
    expect(new Set(table.map((route) => route.path)).size).toBe(15)
    expect(table.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/bio', '/about', '/terms', '/privacy', '/blog/ai-connection-guide']),
    )
  })

  it('gives every route its own title and description', () => {
    expect(new Set(table.map((route) => route.title)).size).toBe(15)
    for (const route of table) expect(route.description.length, route.path).toBeGreaterThan(50)
  })

  it('suffixes article titles with the product name', () => {
    for (const slug of articleSlugs) {
      expect(table.find((route) => route.path === paths.blog(slug))?.title).toMatch(/ \| Mia AI$/)
    }
  })

  it('has content for every article and no article without a route', () => {
    const files = Object.keys(import.meta.glob('./content/articles/*.md')).map((file) =>
      file.replace(/^.*\/|\.md$/g, ''),
    )
    expect([...files].sort()).toEqual([...articleSlugs].sort())
    expect(articleIndex.map((article) => article.slug).sort()).toEqual([...articleSlugs].sort())
  })

  it('matches each path to a real page in the router, and anything else to the not-found page', () => {
    for (const route of table)
      expect(matchRoutes(routes, route.path)?.at(-1)?.route.id, route.path).not.toBe('not-found')
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.id).toBe('not-found')
  })
})
