import { expect, test } from '@playwright/test'
import { topmostAt } from '../topmostAt.ts'
import { bubbleParts } from './bubble.ts'
import { US_ADDRESS, visitFrom, WIDGET_ORIGIN } from './chat.ts'

/** Phones upright and sideways; the last two are where a 240 px desktop panel used to show. */
const SIZES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 844, height: 390 },
  { width: 640, height: 360 },
]

/** The script tag alone, the bubble element, and the popup opened from the page's own button. */
const EMBEDS = [
  { name: 'script-only snippet', path: '/snippet.html', opener: 'launcher' },
  { name: 'bubble', path: '/bubble.html', opener: 'launcher' },
  { name: 'popup', path: '/popup.html', opener: '#open-chat' },
] as const

test.use({ reducedMotion: 'reduce' })

for (const embed of EMBEDS) {
  for (const size of SIZES) {
    test(`${embed.name} at ${size.width}×${size.height}: a full-screen sheet whose controls a finger reaches`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await visitFrom(page, US_ADDRESS, embed.path)
      const chat = bubbleParts(page)
      const opener = embed.opener === 'launcher' ? chat.launcher : page.locator(embed.opener)
      await opener.click()
      await expect(chat.input).toBeFocused()
      await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, ...size })
      await chat.input.fill('Hi')

      for (const control of [chat.input, chat.send, chat.close])
        expect(await topmostAt(control)).toBe('itself')

      await chat.close.click()
      await expect(opener).toBeFocused()
      expect(await topmostAt(opener)).toBe('itself')
    })
  }
}

test('the greeting preview and the unread badge stay off the sheet, sideways too', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 })
  await visitFrom(page, US_ADDRESS, '/preview.html')
  const chat = bubbleParts(page)
  const preview = chat.host.locator('[part="preview"]')
  await preview.getByRole('button', { name: /Hey there/ }).click()
  await expect(chat.input).toBeFocused()
  await expect(preview).toHaveCount(0)
  await expect(chat.launcher).toBeHidden()

  // The answer takes a second, so the sheet is shut when it arrives.
  await page.route(`${WIDGET_ORIGIN}/api/chat`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.fallback()
  })
  await chat.input.fill('Hello')
  await chat.input.press('Enter')
  await chat.close.click()
  await expect(chat.unread).toHaveText('1')
  await chat.launcher.click()
  await expect(chat.input).toBeFocused()
  await expect(chat.launcher).toBeHidden()
  for (const control of [chat.input, chat.send, chat.close]) expect(await topmostAt(control)).toBe('itself')
})
