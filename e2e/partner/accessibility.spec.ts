import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { bubbleParts } from './bubble.ts'
import { chatParts, expectReply, say, US_ADDRESS, visitFrom } from './chat.ts'

test.describe('accessibility', () => {
  test('works with the keyboard alone, with a visible focus', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.input).toBeVisible()
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab')
      if (await chat.input.evaluate((input) => input.matches(':focus'))) break
    }
    await expect(chat.input).toBeFocused()
    const outline = await chat.input.evaluate((input) => getComputedStyle(input).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.type('Typed without a mouse')
    await page.keyboard.press('Enter')
    await expectReply(chat, 'Reply 2 😘')
    await expect(chat.input).toBeFocused()
    await expect(chat.input).toHaveValue('')
  })

  test('axe finds no violations in the widget, before and after a conversation', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.input).toBeVisible()
    const scan = () => new AxeBuilder({ page }).include('companion-chat').analyze()
    expect((await scan()).violations).toEqual([])
    await say(chat, 'Hello there')
    await expectReply(chat, 'Reply 2 😘')
    await chat.input.fill('a'.repeat(950))
    expect((await scan()).violations).toEqual([])
  })
})

test.describe('accessibility of the bubble and the popup', () => {
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).include('companion-chat').analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )

  test('axe finds no serious or critical issue with the bubble closed and open', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await expect(chat.launcher).toBeVisible()
    expect(await serious(page)).toEqual([])
    await chat.launcher.click()
    await say(chat, 'Hello there')
    await expectReply(chat, /^Reply \d+ 😘$/)
    expect(await serious(page)).toEqual([])
  })

  test('axe finds no serious or critical issue in the popup', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/popup.html')
    const chat = bubbleParts(page)
    await page.locator('#open-chat').click()
    await expect(chat.input).toBeFocused()
    expect(await serious(page)).toEqual([])
  })

  test('animates the panel, and moves nothing under reduced motion', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    const durations = () =>
      chat.host
        .locator('[part="panel"]')
        .evaluate((panel) => getComputedStyle(panel).transitionDuration.split(', '))
    await expect(chat.launcher).toBeVisible()
    expect(await durations()).toContain('0.2s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await chat.launcher.click()
    await expect(chat.panel).toBeVisible()
    expect(new Set(await durations())).toEqual(new Set(['0s']))
  })
})
