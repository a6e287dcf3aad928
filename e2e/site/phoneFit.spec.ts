import { expect, test, type Locator, type Page } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { topmostAt } from '../topmostAt.ts'
import { withoutTypingDelay } from '../typingDelay.ts'

/** Phones upright and sideways, from the smallest to the largest the home chat must fit. */
const sizes = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 568, height: 320 },
  { width: 932, height: 430 },
]

/**
 * Fails unless the element lies inside the visible viewport and is what the browser finds at its centre (so no
 * header, sheet or other layer covers it).
 */
async function expectReachable(page: Page, locator: Locator, what: string): Promise<void> {
  const where = `${what} at ${JSON.stringify(page.viewportSize())}`
  const outside = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const viewport = window.visualViewport ?? { width: innerWidth, height: innerHeight }
    return box.top < 0 || box.left < 0 || box.bottom > viewport.height || box.right > viewport.width
      ? `outside the viewport: ${JSON.stringify(box)} in ${viewport.width}×${viewport.height}`
      : ''
  })
  expect(outside, where).toBe('')
  expect(await topmostAt(locator), where).toBe('itself')
}

for (const size of sizes) {
  test(`at ${size.width}×${size.height} the input and the latest message stay in view`, async ({
    page,
    context,
  }) => {
    await withoutTypingDelay(context)
    await page.setViewportSize(size)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
    await page.goto('/')
    const chat = page.locator('companion-chat')
    const input = chat.getByRole('textbox', { name: 'Message' })
    const latest = chat.getByRole('log').getByRole('listitem').last()
    await expect(input).toBeVisible()
    await expect(latest).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expectReachable(page, input, 'the input on landing')
    await expectReachable(page, latest, 'the latest message on landing')

    await input.fill('Hi Mia! What should I train today?')
    await input.press('Enter')
    // The fake model numbers its replies.
    await expect(latest).toHaveText(/Reply \d+ 😘/, { timeout: 20_000 })
    await expectReachable(page, input, 'the input after a reply')
    await expectReachable(page, latest, 'the reply')

    await input.focus()
    await expect(input).toBeFocused()
    await expectReachable(page, input, 'the focused input')
    await expectReachable(page, latest, 'the latest message while typing')

    // An on-screen keyboard that shrinks the page (as Android can): the conversation follows it.
    if (size.height > size.width) {
      await page.setViewportSize({ width: size.width, height: Math.round(size.height * 0.55) })
      await expect(input).toBeFocused()
      await expectReachable(page, input, 'the input above the keyboard')
      await expectReachable(page, latest, 'the latest message above the keyboard')
    }
  })
}

test('on a phone the chat page’s header is one row and scrolls away with the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/')
  const header = page.getByRole('banner')
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(56)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).not.toBeInViewport()
})

test('at 640×360 (a phone held sideways) the greeting is whole below the chat’s header on landing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 360 })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
  await page.goto('/')
  const chat = page.locator('companion-chat')
  const input = chat.getByRole('textbox', { name: 'Message' })
  const log = chat.getByRole('log')
  // The latest message is the greeting (the AI notice below it is a line of the widget's own).
  const latest = log.getByRole('listitem').filter({ hasText: defaultPersona.greeting })
  await expect(input).toBeVisible()
  await expect(latest).toBeVisible()
  await expectReachable(page, input, 'the input on landing')
  const [header, logBox, message] = await Promise.all([
    chat.locator('[part="header"]').boundingBox(),
    log.boundingBox(),
    latest.boundingBox(),
  ])
  if (!header || !logBox || !message) throw new Error('the header, the log or the latest message has no box')
  // Fully visible: below the chat's own header, inside the log's visible part and inside the viewport.
  expect(message.y, 'the latest message starts below the header').toBeGreaterThanOrEqual(
    header.y + header.height,
  )
  expect(message.y, 'the latest message starts inside the log').toBeGreaterThanOrEqual(logBox.y)
  expect(message.y + message.height, 'the latest message ends inside the log').toBeLessThanOrEqual(
    logBox.y + logBox.height,
  )
  expect(message.y + message.height, 'the latest message ends inside the viewport').toBeLessThanOrEqual(360)
})
