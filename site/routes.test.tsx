import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findArticle } from './content/content.ts'
import { renderRoute } from './testing/renderRoute.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('home page', () => {
  it('embeds the chat with its avatar linking to the profile', async () => {
    const { container } = await renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Mia' })).toBeTruthy()
    expect(container.querySelector('companion-chat')?.getAttribute('profile-url')).toBe('/bio')
  })

  it('answers fourteen questions in disclosure widgets below the chat', async () => {
    const { container } = await renderRoute('/')
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' })
    const questions = faq.querySelectorAll('details > summary')
    expect(questions).toHaveLength(14)
    expect(questions[0]?.textContent).toMatch(/Mia/)
    expect(container.innerHTML).not.toMatch(/\{(name|age|location|occupation)\}/)
  })
})

describe('profile page', () => {
  it('shows who she is, her interests and a way to the chat', async () => {
    await renderRoute('/bio')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeTruthy()
    expect(screen.getByText('24')).toBeTruthy()
    expect(screen.getByText('Los Angeles, CA')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'About Me' })).toBeTruthy()
    const interests = within(screen.getByRole('region', { name: 'Interests' })).getAllByRole('listitem')
    expect(interests.map((item) => item.textContent)).toEqual([
      'Fitness',
      'Intimate Chats',
      'Beach Days',
      'Yoga',
      'Dancing',
      'Photography',
      'Romantic Dates',
      'Adventure',
    ])
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Chat with Mia' }).getAttribute('href')).toBe('/')
    for (const image of main.getAllByRole('img')) {
      expect(image.getAttribute('width')).toBeTruthy()
      expect(image.getAttribute('height')).toBeTruthy()
    }
  })
})

describe('content pages', () => {
  it.each([
    ['/about', 'Meet Your AI Girlfriend', 9],
    ['/terms', 'Terms of Service', 8],
    ['/privacy', 'Privacy Policy', 6],
  ])('%s shows its title and sections', async (path, title, sections) => {
    await renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(sections)
  })

  it('tells on the privacy page what the chat keeps in the browser and how to clear it', async () => {
    await renderRoute('/privacy')
    const main = await screen.findByRole('main')
    expect(main.textContent).toMatch(/keeps a random conversation code in your browser's local storage/)
    expect(main.textContent).toMatch(/clear this site's data in your browser's settings/)
    expect(main.textContent).not.toMatch(
      /sets nothing in (your|the) browser|starts? (over|fresh) (on|after) (a )?reload/i,
    )
  })

  it('credits DB-IP on the privacy page', async () => {
    await renderRoute('/privacy')
    const credit = await screen.findByRole('link', { name: 'IP Geolocation by DB-IP' })
    expect(credit.getAttribute('href')).toBe('https://db-ip.com')
  })
})

describe('article page', () => {
  it('shows the article with its reading time, the chat and three related articles', async () => {
    await renderRoute('/blog/ai-dating-tips')
    const title = findArticle('ai-dating-tips')?.title ?? ''
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(screen.getByText(/\d+ min read/)).toBeTruthy()
    const published = document.head.querySelector('meta[property="article:published_time"]')
    expect(published?.getAttribute('content')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Chat with Mia' }).getAttribute('href')).toBe('/')
    const related = within(screen.getByRole('navigation', { name: 'Keep reading' })).getAllByRole('link')
    expect(related).toHaveLength(3)
    expect(related.map((link) => link.getAttribute('href'))).not.toContain('/blog/ai-dating-tips')
  })

  it('treats an unknown slug as a missing page', async () => {
    await renderRoute('/blog/no-such-article')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})

describe('not-found page', () => {
  it('answers any unknown path inside the shared layout', async () => {
    await renderRoute('/definitely/not/here')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chat Now' })).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })
})
