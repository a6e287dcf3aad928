import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../../testing/renderRoute.tsx'
import { Header } from './Header.tsx'

afterEach(cleanup)

function renderHeaderAt(path: string) {
  return renderRoute(path, [{ path: '*', element: <Header /> }])
}

describe('Header', () => {
  it('hides Chat Now on the chat page', async () => {
    await renderHeaderAt('/')
    expect(screen.queryByRole('link', { name: 'Chat Now' })).toBeNull()
  })

  it.each(['/bio', '/about', '/blog/ai-dating-tips', '/missing'])(
    'shows Chat Now linking to the chat on %s',
    async (path) => {
      await renderHeaderAt(path)
      expect(screen.getByRole('link', { name: 'Chat Now' }).getAttribute('href')).toBe('/')
    },
  )

  it('links the logo and name to the profile and shows two partner links in new tabs', async () => {
    await renderHeaderAt('/')
    expect(screen.getByRole('link', { name: 'Mia' }).getAttribute('href')).toBe('/bio')
    const partners = within(screen.getByRole('navigation', { name: 'Partner sites' })).getAllByRole('link')
    expect(partners).toHaveLength(2)
    for (const link of partners) expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored')
  })
})
