import { expect, test } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { tokens } from '../../core/theme.ts'
import { bubbleParts, focusedPart } from './bubble.ts'
import { expectReply, say, US_ADDRESS, visitFrom } from './chat.ts'

test.describe('the bubble on a partner page', () => {
  test('opens and closes with the launcher, the close button and Esc; focus goes in and comes back', async ({
    page,
  }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await expect(chat.launcher).toBeVisible()
    await expect(chat.panel).toBeHidden()
    expect(await chat.host.evaluate((host) => host.getBoundingClientRect().height)).toBe(0)
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false')

    await chat.launcher.click()
    await expect(chat.panel).toBeVisible()
    await expect(chat.input).toBeFocused()
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'true')
    // Measured once the opening transition has settled.
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 880, y: 24, width: 380, height: 600 })

    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    await expect(chat.launcher).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(chat.input).toBeFocused()
    await chat.close.click()
    await expect(chat.panel).toBeHidden()
    await expect(chat.launcher).toBeFocused()
  })

  test('counts a reply that arrives while it is shut and announces it', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    await say(chat, 'Answer me slowly [[slow:5000]]')
    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    await expect(chat.unread).toHaveText('1')
    await expect(chat.launcher).toHaveAccessibleName('Chat with Mia, 1 new message')
    await expect(chat.status).toHaveText(/^Mia: Reply \d+ 😘$/)
    await chat.launcher.click()
    await expect(chat.unread).toHaveCount(0)
    await expect(chat.status).toHaveText('')
    await expectReply(chat, /^Reply \d+ 😘$/)
  })

  test('previews the greeting once per visitor, and the preview can be dismissed', async ({ page }) => {
    await page.clock.install()
    await visitFrom(page, US_ADDRESS, '/preview.html')
    const chat = bubbleParts(page)
    const preview = chat.host.locator('[part="preview"]')
    await expect(preview).toContainText(defaultPersona.greeting)
    // In the chat's font, not the page's (Courier New, from hostile.css).
    const font = await preview.getByRole('button', { name: defaultPersona.greeting }).evaluate((text) => {
      const style = getComputedStyle(text)
      return { family: style.fontFamily, style: style.fontStyle }
    })
    expect(font).toEqual({ family: tokens.font.body, style: 'normal' })
    await chat.host.getByRole('button', { name: 'Dismiss' }).click()
    await expect(preview).toHaveCount(0)
    await page.reload()
    await expect(chat.launcher).toBeVisible()
    // Well past preview-delay="1" on the page's clock: a preview due again would be drawn by now.
    await page.clock.runFor(5_000)
    await expect(preview).toHaveCount(0)
  })

  test('opens as a full-screen sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    await expect(chat.input).toBeFocused()
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 })
    await expect(chat.close).toBeVisible()
  })

  test('answers open(), close(), toggle() and isOpen, with open and close events', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await expect(chat.launcher).toBeVisible()
    await page.getByRole('button', { name: 'Chat with Mia', exact: true }).first().click()
    await expect(chat.panel).toBeVisible()
    type Chat = HTMLElement & { open(): void; close(): void; toggle(): void; isOpen: boolean }
    // Each call is followed until the element says so: a busy machine may render a call late.
    const isOpen = () => chat.host.evaluate((element: Chat) => element.isOpen)
    expect(await isOpen()).toBe(true)
    await chat.host.evaluate((element: Chat) => element.close())
    await expect.poll(isOpen).toBe(false)
    await chat.host.evaluate((element: Chat) => element.toggle())
    await expect.poll(isOpen).toBe(true)
    await chat.host.evaluate((element: Chat) => {
      element.toggle()
      element.close()
    })
    await expect.poll(isOpen).toBe(false)
    await expect(chat.panel).toBeHidden()
    const events = await page.evaluate(() =>
      (window as unknown as { companionEvents: { type: string }[] }).companionEvents.map(
        (event) => event.type,
      ),
    )
    expect(events).toEqual([
      'companion-chat:open',
      'companion-chat:close',
      'companion-chat:open',
      'companion-chat:close',
    ])
  })

  test('shows the persona portrait served from the widget origin', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const portrait = bubbleParts(page).launcher.locator('img')
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
  })
})

test.describe('the popup on a partner page', () => {
  test('is a modal dialog that keeps focus inside, closed by Esc and by the backdrop', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/popup.html')
    const chat = bubbleParts(page)
    await page.locator('#open-chat').click()
    await expect(chat.panel).toBeVisible()
    await expect(chat.panel).toHaveAttribute('aria-modal', 'true')
    await expect(chat.input).toBeFocused()
    await say(chat, 'Hello from the popup')
    await expectReply(chat, /^Reply \d+ 😘$/)
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await chat.panel.evaluate((dialog) => dialog.matches(':focus-within'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    expect(await focusedPart(page)).toBe('button#open-chat')

    await page.locator('#open-chat').click()
    await expect(chat.panel).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(chat.panel).toBeHidden()
  })
})

test.describe('the popup that opens by itself', () => {
  test('opens after open-after seconds, once per visit', async ({ page }) => {
    await page.clock.install()
    await visitFrom(page, US_ADDRESS, '/popup-later.html')
    const chat = bubbleParts(page)
    await expect(page.locator('#open-chat')).toBeVisible()
    await expect(chat.panel).toBeHidden()
    await expect(chat.panel).toBeVisible({ timeout: 5000 })
    await expect(chat.input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    await page.reload()
    await expect(page.locator('#open-chat')).toBeVisible()
    // The closed popup is drawn once the widget runs; its timer starts then.
    await expect(chat.host.locator('dialog')).toHaveCount(1)
    // Well past open-after="1" on the page's clock: a popup due again would be open by now.
    await page.clock.runFor(5_000)
    await expect(chat.panel).toBeHidden()
  })
})

test('stacks the launcher at --companion-z-index, high by default', async ({ page }) => {
  await visitFrom(page, US_ADDRESS, '/bubble.html')
  const chat = bubbleParts(page)
  await expect(chat.launcher).toBeVisible()
  const stacking = () =>
    chat.launcher.evaluate((launcher) => getComputedStyle(launcher.parentElement as HTMLElement).zIndex)
  expect(await stacking()).toBe('2147480000')
  await chat.host.evaluate((host) => host.style.setProperty('--companion-z-index', '7'))
  expect(await stacking()).toBe('7')
})

test('a script tag alone mounts exactly one bubble', async ({ page }) => {
  await visitFrom(page, US_ADDRESS, '/snippet.html')
  const chat = bubbleParts(page)
  await expect(chat.launcher).toBeVisible()
  await expect(page.locator('companion-chat')).toHaveCount(1)
  await expect(chat.host).toHaveAttribute('mode', 'bubble')
  const box = await chat.launcher.boundingBox()
  expect(box?.x).toBeLessThan(100)
  await chat.launcher.click()
  await say(chat, 'Hi from a snippet')
  await expectReply(chat, /^Reply \d+ 😘$/)
})
