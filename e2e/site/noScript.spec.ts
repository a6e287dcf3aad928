import { expect, test } from '@playwright/test'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('home says in the chat card that the chat needs JavaScript, and the FAQ still reads', async ({
    page,
  }) => {
    // Chromium under automation still parses <noscript> as if scripts ran, so its content is shown the way a
    // browser without JavaScript shows it: as markup in its place.
    await page.route('/', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/<(\/?)noscript>/g, '<$1div>')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/')
    const card = page.locator('companion-chat').locator('..')
    await expect(card.getByText(/^The chat needs JavaScript\./)).toBeVisible()
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await faq.getByText('Is it really free?').click()
    await expect(faq.getByText(/It is free to start\./)).toBeVisible()
  })

  test('articles and the crisis lines read, and links lead on', async ({ page }) => {
    await page.goto('/blog/ai-dating-tips')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Safety' }).click()
    await expect(page).toHaveURL('/safety')
    await expect(page.getByRole('table', { name: /Crisis lines/ })).toBeVisible()
    await expect(page.getByText('Companion chatbots may not be suitable for some minors.')).toBeVisible()
  })
})
