import { expect, test, type Page } from '@playwright/test'

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
}

/** Prerendered links work without JavaScript too; wait for hydration so clicks go through the router. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test.describe('navigation', () => {
  test('the header leads to the profile and back to the chat, hiding Chat Now on the chat', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await openHydrated(page, '/bio')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Chat Now' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Mia' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Chat Now' })).toHaveCount(0)
    await header.getByRole('link', { name: 'Mia', exact: true }).click()
    await expect(page).toHaveURL('/bio')
    await expect(page).toHaveTitle("Mia's Bio | Mia AI")
    // The chat was mounted, then removed by the router: neither may log an error.
    expect(problems).toEqual([])
  })

  test('footer links navigate, update the title and start the new page at the top', async ({ page }) => {
    await openHydrated(page, '/')
    await scrollToBottom(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About AI Girlfriends' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Your AI Girlfriend' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await scrollToBottom(page)
    await page.getByRole('navigation', { name: 'Blog Articles' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\//)
    await expect(page).toHaveTitle(/ \| Mia AI$/)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await scrollToBottom(page)
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a related-article link deep in an article opens the next one at the top', async ({ page }) => {
    await openHydrated(page, '/blog/ai-dating-tips')
    const related = page.getByRole('navigation', { name: 'Keep reading' }).getByRole('link').first()
    await related.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    const title = await related.textContent()
    await related.click()
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('reports each page view with its path to the analytics function', async ({ page }) => {
    await page.addInitScript(() => {
      const views: [string, string][] = []
      Object.assign(window, {
        __views: views,
        __analytics: (event: string, path: string) => views.push([event, path]),
      })
    })
    await openHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: "Mia's Bio" }).click()
    await expect(page).toHaveURL('/bio')
    await page.getByRole('banner').getByRole('link', { name: 'Chat Now' }).click()
    await expect(page).toHaveURL('/')
    const views = await page.evaluate(() => (window as unknown as { __views: [string, string][] }).__views)
    expect(views).toEqual([
      ['pageview', '/'],
      ['pageview', '/bio'],
      ['pageview', '/'],
    ])
  })

  test('partner links open in a new tab as sponsored links', async ({ page }) => {
    await openHydrated(page, '/about')
    const partners = page.locator('a[rel~="sponsored"]')
    await expect(partners).toHaveCount(7)
    for (const link of await partners.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored')
    }
  })

  test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
    const response = await page.goto('/blog/not-an-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.getByRole('main').getByRole('link', { name: 'Chat with Mia' }).click()
    await expect(page).toHaveURL('/')
  })
})
