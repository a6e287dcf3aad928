import { expect, test, type Locator, type Page } from '@playwright/test'
import { bubbleParts } from './bubble.ts'
import { US_ADDRESS, visitFrom } from './chat.ts'

const PHONE = { width: 375, height: 667 }
/** An iPhone's notch and home indicator. */
const INSETS = { top: 47, bottom: 34, left: 0, right: 0 }

test.describe('the bubble as a full-screen sheet on a phone', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' })

  test('keeps its content clear of the notch and the home indicator', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSETS })
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    const launcher = await chat.launcher.boundingBox()
    expect(launcher && PHONE.height - (launcher.y + launcher.height)).toBe(INSETS.bottom)

    await chat.launcher.click()
    await expect(chat.input).toBeFocused()
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })
    expect((await chat.host.locator('[part="header"]').boundingBox())?.y).toBe(INSETS.top)
    expect(await bottomOf(chat.host.locator('[part="composer"]'))).toBe(PHONE.height - INSETS.bottom)
  })

  test('shrinks above the on-screen keyboard, so the input stays in sight', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSETS })
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    await expect(chat.input).toBeFocused()

    // The keyboard covers the lower 300 px, and the browser scrolls the visible area by 40 px to show the input.
    await showKeyboard(page, { height: PHONE.height - 300, offsetTop: 40 })
    await expect
      .poll(() => chat.panel.boundingBox())
      .toEqual({ x: 0, y: 40, width: PHONE.width, height: 367 })
    expect((await chat.input.boundingBox())?.y).toBeGreaterThanOrEqual(40)
    expect(await bottomOf(chat.input)).toBeLessThanOrEqual(40 + 367)
    expect(await bottomOf(chat.host.locator('[part="composer"]'))).toBe(40 + 367)
    await expect(chat.host.locator('[part="header"]')).toBeInViewport()

    await showKeyboard(page, { height: PHONE.height, offsetTop: 0 })
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })
  })

  test('the popup is the same sheet: clear of the insets, and above the keyboard', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: INSETS })
    await visitFrom(page, US_ADDRESS, '/popup.html')
    const chat = bubbleParts(page)
    await page.locator('#open-chat').click()
    await expect(chat.input).toBeFocused()
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })
    const composer = chat.host.locator('[part="composer"]')
    expect((await chat.host.locator('[part="header"]').boundingBox())?.y).toBe(INSETS.top)
    expect(await bottomOf(composer)).toBe(PHONE.height - INSETS.bottom)

    await showKeyboard(page, { height: PHONE.height - 300, offsetTop: 0 })
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: 367 })
    expect(await bottomOf(composer)).toBe(367)
  })
})

async function bottomOf(locator: Locator): Promise<number | undefined> {
  const box = await locator.boundingBox()
  return box ? box.y + box.height : undefined
}

/**
 * Headless Chromium has no on-screen keyboard: the visual viewport is given the size and scroll position
 * a keyboard leaves it, and announces them as a browser does.
 */
async function showKeyboard(page: Page, visible: { height: number; offsetTop: number }): Promise<void> {
  await page.evaluate(({ height, offsetTop }) => {
    const viewport = window.visualViewport as VisualViewport
    Object.defineProperty(viewport, 'height', { configurable: true, get: () => height })
    Object.defineProperty(viewport, 'offsetTop', { configurable: true, get: () => offsetTop })
    viewport.dispatchEvent(new Event('resize'))
    viewport.dispatchEvent(new Event('scroll'))
  }, visible)
}
