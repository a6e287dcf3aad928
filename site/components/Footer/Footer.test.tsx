import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../testing/renderRoute.tsx'
import { Footer } from './Footer.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderFooter() {
  return renderRoute('/', [{ path: '*', element: <Footer /> }])
}

describe('Footer', () => {
  it('shows the year in the copyright line, marked for the browser to keep current', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'))
    await renderFooter()
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain('© 2031 Mia AI. All rights reserved.')
    expect(footer.querySelector('[data-current-year]')?.textContent).toBe('2031')
  })

  it('has the three link columns of the spec', async () => {
    await renderFooter()
    const navigation = within(screen.getByRole('navigation', { name: 'Navigation' }))
    expect(navigation.getByRole('link', { name: 'Chat with Mia' }).getAttribute('href')).toBe('/')
    expect(navigation.getByRole('link', { name: "Mia's Bio" }).getAttribute('href')).toBe('/bio')
    expect(navigation.getByRole('link', { name: 'About AI Girlfriends' }).getAttribute('href')).toBe('/about')
    const articles = within(screen.getByRole('navigation', { name: 'Blog Articles' })).getAllByRole('link')
    expect(articles).toHaveLength(10)
    expect(articles.every((link) => link.getAttribute('href')?.startsWith('/blog/'))).toBe(true)
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }))
    expect(legal.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms')
    expect(legal.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy')
    expect(legal.getByRole('link', { name: 'Safety' }).getAttribute('href')).toBe('/safety')
  })

  it('has five partner links that open in a new tab as sponsored links', async () => {
    await renderFooter()
    const partners = within(screen.getByRole('list', { name: 'Partner sites' })).getAllByRole('link')
    expect(partners).toHaveLength(5)
    for (const link of partners) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored')
      expect(link.textContent).toContain('(opens in a new tab)')
    }
  })
})
