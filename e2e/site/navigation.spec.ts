import { expect, test, type Page } from '@playwright/test'

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
}

/** Links are plain links; wait until the page's script and its speculation rules are in place. */
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
    // The chat was loaded, then left for another page: neither may log an error.
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

  test('reports each page load, back and forward included, to every analytics service and the site hook', async ({
    page,
  }) => {
    // Each page load is a new document, so the services record into the test, not into the page.
    const seen: Record<string, unknown[]> = { gtag: [], plausible: [], matomo: [], umami: [], hook: [] }
    await page.exposeFunction('__record', (service: string, value: unknown) => seen[service]?.push(value))
    await page.addInitScript(() => {
      const record = (window as unknown as { __record: (service: string, value: unknown) => void }).__record
      Object.assign(window, {
        gtag: (...args: unknown[]) => record('gtag', args),
        plausible: (...args: unknown[]) => record('plausible', args),
        _paq: { push: (command: unknown[]) => record('matomo', command) },
        umami: {
          track: (props: unknown) =>
            record('umami', typeof props === 'function' ? (props as (p: object) => unknown)({}) : props),
        },
        __analytics: (...args: unknown[]) => record('hook', args),
      })
    })
    await openHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: "Mia's Bio" }).click()
    await expect(page).toHaveURL('/bio')
    await page.getByRole('banner').getByRole('link', { name: 'Chat Now' }).click()
    await expect(page).toHaveURL('/')
    await page.goBack()
    await expect(page).toHaveURL('/bio')
    await page.goForward()
    await expect(page).toHaveURL('/')
    const paths = ['/', '/bio', '/', '/bio', '/']
    await expect.poll(() => seen.hook).toEqual(paths.map((path) => ['pageview', path]))
    const origin = new URL(page.url()).origin
    expect(seen.gtag).toEqual(
      paths.map((path) => ['event', 'page_view', expect.objectContaining({ page_path: path })]),
    )
    expect(seen.plausible).toEqual(paths.map((path) => ['pageview', { u: origin + path }]))
    expect(seen.matomo?.filter((command) => (command as string[])[0] === 'trackPageView')).toHaveLength(5)
    expect(seen.matomo).toContainEqual(['setCustomUrl', `${origin}/bio`])
    expect(seen.umami).toEqual(paths.map((path) => expect.objectContaining({ url: path })))
  })

  test('back and forward return to where the visitor was on each page', async ({ page }) => {
    await openHydrated(page, '/about')
    const link = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' })
    await link.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(900)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)

    await page.goBack()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
    await page.goForward()
    await expect(page).toHaveURL('/terms')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
  })

  test('a link the visitor points at is prefetched, and the page opts in to view transitions', async ({
    page,
  }) => {
    await openHydrated(page, '/about')
    const viewTransition = await page.evaluate(() => {
      const rules = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((rule) => (rule instanceof CSSGroupingRule ? rules(rule.cssRules) : [rule]))
      const all = [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules))
      return all.find((rule) => rule instanceof CSSViewTransitionRule)?.cssText
    })
    expect(viewTransition).toMatch(/navigation: auto/)

    const prefetched = page.waitForRequest(
      (request) => request.url().endsWith('/terms') && request.headers()['sec-purpose'] === 'prefetch',
    )
    const terms = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' })
    await terms.hover()
    await prefetched
    await terms.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    // How the browser got the page: from the prefetch, not from a new request.
    const delivery = await page.evaluate(() =>
      Reflect.get(performance.getEntriesByType('navigation')[0] ?? {}, 'deliveryType'),
    )
    expect(delivery).toBe('navigational-prefetch')
  })

  test('a failing analytics service breaks nothing', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() => {
      Object.assign(window, {
        gtag: () => {
          throw new Error('blocked by an extension')
        },
      })
    })
    await openHydrated(page, '/about')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the chat loads when the visitor navigates to it from another page, and back returns', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await openHydrated(page, '/bio')
    expect(scripts).toHaveLength(1)
    await page.getByRole('banner').getByRole('link', { name: 'Chat Now' }).click()
    await expect(page.locator('companion-chat').getByRole('log')).toBeVisible()
    expect(scripts.length).toBeGreaterThan(1)
    await page.goBack()
    await expect(page).toHaveURL('/bio')
    await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible()
    await expect(page).toHaveTitle("Mia's Bio | Mia AI")
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
