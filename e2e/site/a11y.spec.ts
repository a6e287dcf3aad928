import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const pageTypes = [
  ['home', '/'],
  ['profile', '/bio'],
  ['about', '/about'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['safety', '/safety'],
  ['article', '/blog/ai-girlfriend-guide'],
  ['not found', '/no-such-page'],
] as const

test.describe('accessibility', () => {
  for (const [name, path] of pageTypes) {
    test(`the ${name} page has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      if (path === '/') await expect(page.locator('companion-chat').getByRole('log')).toBeVisible()
      if (path === '/') await page.locator('details summary').first().click()
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`),
      ).toEqual([])
    })
  }

  test('keyboard focus is visible on links', async ({ page }) => {
    await page.goto('/bio')
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    )
    expect(outline).not.toBe('none')
  })
})
