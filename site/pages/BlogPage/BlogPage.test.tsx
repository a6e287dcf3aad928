import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { articles } from '../../content/content.ts'
import { paths } from '../../paths.ts'
import { renderRoute } from '../../testing/renderRoute.tsx'

afterEach(cleanup)

describe('the /blog page', () => {
  it('lists the ten articles, newest first, each linking to its page with its date and description', async () => {
    await renderRoute('/blog')
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy()
    const main = screen.getByRole('region', { name: 'Blog' })
    const items = within(main).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    articles.forEach((article, index) => {
      const item = within(items[index]!)
      expect(item.getByRole('link', { name: article.title }).getAttribute('href')).toBe(
        paths.article(article.slug),
      )
      expect(items[index]?.textContent).toContain(article.description)
      expect(items[index]?.querySelector('time')?.getAttribute('datetime')).toBe(article.date)
    })
  })
})
