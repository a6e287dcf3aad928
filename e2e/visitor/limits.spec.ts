import { expect, test, type Page } from '@playwright/test'
import { en } from '../../core/i18n/en.ts'
import { withoutTypingDelay } from '../typingDelay.ts'

/**
 * Against a proxy with low limits (playwright.config.ts, port 4179): 4 messages a minute and one new
 * conversation an hour per address, two model calls a day. Each limit gets its own words and a time.
 */
const ADDRESS = '4.2.2.1'
const REPLY = /^Reply \d+ 😘$/

async function say(page: Page, text: string): Promise<void> {
  const input = page.locator('companion-chat').getByRole('textbox', { name: 'Message' })
  await input.fill(text)
  await input.press('Enter')
}

test('every limit says what it is and roughly when to come back', async ({ browser }) => {
  test.setTimeout(90_000)
  const open = async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } })
    await withoutTypingDelay(context)
    const page = await context.newPage()
    await page.goto('/')
    return { page, log: page.locator('companion-chat').getByRole('log') }
  }
  const first = await open()
  await say(first.page, 'Hello there')
  await expect(first.log.getByText(REPLY)).toHaveCount(1, { timeout: 20_000 })

  const elsewhere = await open()
  await say(elsewhere.page, 'Hello from another browser')
  await expect(elsewhere.log.getByText(/so many new chats .* Come back in 1 hour\? 😊$/i)).toBeVisible({
    timeout: 20_000,
  })

  await say(first.page, 'Again')
  await expect(first.log.getByText(REPLY)).toHaveCount(2, { timeout: 20_000 })
  await say(first.page, 'And again')
  await expect(
    first.log.getByText(
      /^I've chatted so much today .* Come back (in \d+ \w+|tomorrow) and I'm all yours\.$/,
    ),
  ).toBeVisible({ timeout: 20_000 })

  await say(first.page, 'One more')
  await expect(
    first.log.getByText(/Give me a moment and write again in \d+ (seconds?|minutes?)\.$/),
  ).toBeVisible({
    timeout: 20_000,
  })
  await expect(first.log.getByText(en.failure)).toHaveCount(0)
  await expect(elsewhere.log.getByText(en.failure)).toHaveCount(0)
})
