import { expect, test } from '@playwright/test'

/**
 * The spec's fifteen routes, the published crisis protocol and the blog's index; each is prerendered HTML with
 * its own head.
 */
const routes = [
  '/',
  '/bio',
  '/about',
  '/terms',
  '/privacy',
  '/safety',
  '/blog',
  '/blog/future-of-ai-relationships',
  '/blog/emotional-connection',
  '/blog/ai-companionship',
  '/blog/virtual-relationships',
  '/blog/ai-girlfriend-guide',
  '/blog/ai-dating-tips',
  '/blog/digital-intimacy',
  '/blog/ai-relationship-benefits',
  '/blog/modern-companionship',
  '/blog/ai-connection-guide',
]

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1]
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    ogImageWidth: attribute(/<meta property="og:image:width" content="([^"]*)"/),
    ogImageHeight: attribute(/<meta property="og:image:height" content="([^"]*)"/),
    ogImageAlt: attribute(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
  }
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
  )
}

test.describe('prerendered pages, before any JavaScript', () => {
  test('every route is served with its own title, description, canonical URL and Open Graph tags', async ({
    request,
  }) => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of routes) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain('text/html')
      const html = await response.text()
      const head = headOf(html)
      expect(head.titles, path).toBe(1)
      expect(head.title, path).toBeTruthy()
      expect(head.description?.length, path).toBeGreaterThan(50)
      expect(new URL(head.canonical ?? '').pathname, path).toBe(path)
      expect(head.ogUrl, path).toBe(head.canonical)
      expect(head.ogTitle, path).toBe(head.title)
      expect(head.ogImage, path).toMatch(/^https?:\/\/.+\/og\/.+\.png$/)
      expect(html, path).toMatch(/<h1[^>]*>/)
      expect(html, path).not.toMatch(/\{(name|age|location|occupation)\}/)
      titles.add(head.title ?? '')
      descriptions.add(head.description ?? '')
    }
    expect(titles.size).toBe(routes.length)
    expect(descriptions.size).toBe(routes.length)
  })

  test('articles carry the product suffix and BlogPosting data; the home page FAQPage; the profile Person', async ({
    request,
  }) => {
    const article = await (await request.get('/blog/ai-dating-tips')).text()
    const heading = /<h1>([^<]+)<\/h1>/.exec(article)?.[1]
    expect(headOf(article).title).toBe(`${heading} | Mia AI`)
    expect(jsonLdTypes(article)).toEqual(['BlogPosting'])
    expect(article).toMatch(/\d+ min read/)

    const home = await (await request.get('/')).text()
    expect(jsonLdTypes(home)).toEqual(['FAQPage'])
    expect(home).toContain('<companion-chat profile-url="/bio">')
    expect(home.match(/<details/g)).toHaveLength(14)

    const bio = await (await request.get('/bio')).text()
    expect(jsonLdTypes(bio)).toEqual(['Person'])
    expect(headOf(await (await request.get('/about')).text()).title).toMatch(/^Meet Your AI Girlfriend/)
  })

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/this/page/does-not-exist')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  test('the sitemap lists every route and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    )
    expect(locations.sort()).toEqual([...routes].sort())
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap\.xml/)
  })
})

test.describe('link previews', () => {
  test('each page has its own 1200 × 630 PNG Open Graph image, served as image/png', async ({ request }) => {
    const images = new Set<string>()
    for (const path of routes) {
      const head = headOf(await (await request.get(path)).text())
      expect([head.ogImageWidth, head.ogImageHeight], path).toEqual(['1200', '630'])
      expect(head.ogImageAlt?.length, path).toBeGreaterThan(10)
      expect(head.twitterCard, path).toBe('summary_large_image')
      const image = await request.get(new URL(head.ogImage ?? '').pathname)
      expect(image.status(), path).toBe(200)
      expect(image.headers()['content-type'], path).toBe('image/png')
      const png = await image.body()
      expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630])
      images.add(head.ogImage ?? '')
    }
    expect(images.size).toBe(routes.length)
  })
})

test.describe('pages in the browser', () => {
  for (const path of [
    '/',
    '/bio',
    '/about',
    '/blog/ai-connection-guide',
    '/nothing-here',
    '/blog/not-an-article',
  ]) {
    test(`${path} starts its scripts without errors`, async ({ page }) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text())
      })
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
      expect(problems).toEqual([])
    })
  }
})

test.describe('on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of ['/', '/bio', '/about', '/safety', '/blog/ai-girlfriend-guide', '/gone']) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(320)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mia', exact: true })).toBeInViewport()
    })
  }
})

test.describe('the legal pages', () => {
  for (const path of ['/privacy', '/terms', '/safety']) {
    test(`${path} shows who runs the service as a visible placeholder while it is not set`, async ({
      page,
    }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByText('[operator name — set OPERATOR_NAME]').first()).toBeVisible()
      await expect(main.getByText('[contact e-mail — set CONTACT_EMAIL]').first()).toBeVisible()
    })
  }
})
