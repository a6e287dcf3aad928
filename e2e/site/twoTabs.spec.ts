import { expect, test, type Page } from '@playwright/test'
import { withoutTypingDelay } from '../typingDelay.ts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } })
test.beforeEach(async ({ context }) => withoutTypingDelay(context))

/** Sends a message from the home chat of `page` and waits for the fake model's numbered reply. */
async function exchange(page: Page, text: string): Promise<string> {
  const chat = page.locator('companion-chat')
  const input = chat.getByRole('textbox', { name: 'Message' })
  // Counted first: a reply another tab's exchange brought in must not pass for this one's.
  const replies = chat.getByRole('log').getByText(/^Reply \d+ 😘$/)
  const before = await replies.count()
  await input.fill(text)
  await input.press('Enter')
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 })
  return (await replies.last().textContent()) ?? ''
}

test('two tabs of one conversation show the same log without a reload', async ({ context }) => {
  const first = await context.newPage()
  await first.goto('/')
  await exchange(first, 'Hello from the first tab')
  const second = await context.newPage()
  await second.goto('/')
  const secondLog = second.locator('companion-chat').getByRole('log')
  await expect(secondLog.getByText('Hello from the first tab', { exact: true })).toBeVisible()

  const reply = await exchange(second, 'And hello from the second')
  const firstLog = first.locator('companion-chat').getByRole('log')
  await expect(firstLog.getByText('And hello from the second', { exact: true })).toBeVisible()
  await expect(firstLog.getByText(reply, { exact: true })).toBeVisible()
  const messages = (page: Page) =>
    page
      .locator('companion-chat')
      .getByRole('log')
      .locator('li:not([part="system-line"]) p')
      .allTextContents()
  expect(await messages(first)).toEqual(await messages(second))
})
