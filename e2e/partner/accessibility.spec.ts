import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
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
