import { expect, test, type Page } from '@playwright/test'
import { en } from '../../core/i18n/en.ts'
import { upstreamRequest } from '../fakeUpstream.ts'
import { withoutTypingDelay } from '../typingDelay.ts'

const REPLY = /^Reply \d+ 😘$/

function chat(page: Page) {
  const host = page.locator('companion-chat')
  return { log: host.getByRole('log'), input: host.getByRole('textbox', { name: 'Message' }) }
}

async function say(page: Page, text: string): Promise<void> {
  const { input, log } = chat(page)
  await input.fill(text)
  await input.press('Enter')
  await expect(log.getByText(text, { exact: true })).toBeVisible()
}

test.describe('nothing the visitor wrote is lost', () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
  })

  test('a reload during the typing delay keeps the first message and its reply', async ({ page }) => {
    await page.goto('/')
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat'))
    await say(page, 'Reload right after this')
    await answered
    // The conversation is the server's: once its session id is kept, a reload finds it.
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.endsWith(':session')))
    // The site keeps the 3–6 s typing delay, so the reply is not shown yet.
    await expect(chat(page).log.getByText(REPLY)).toHaveCount(0)
    await page.reload()
    const { log } = chat(page)
    await expect(log.getByRole('listitem')).toHaveCount(3)
    await expect(log.getByText('Reload right after this', { exact: true })).toBeVisible()
    await expect(log.getByText(REPLY)).toBeVisible()
  })

  test('a reload while the model is still answering waits for that answer', async ({
    page,
    context,
    request,
  }) => {
    await withoutTypingDelay(context)
    await page.goto('/')
    const { log } = chat(page)
    await say(page, 'First words')
    await expect(log.getByText(REPLY)).toHaveCount(1, { timeout: 20_000 })
    const slow = `[[slow:5000]] Take your time ${Date.now()}`
    await say(page, slow)
    // Reload once the model has the message, while it takes its five seconds.
    await expect.poll(() => upstreamRequest(request, slow).then(Boolean)).toBe(true)
    await page.reload()
    await expect(log.getByText(slow, { exact: true })).toBeVisible()
    await expect(log.getByText(/is typing/)).toBeVisible()
    await expect(log.getByText(REPLY)).toHaveCount(2, { timeout: 30_000 })
    await expect(log.getByText(/is typing/)).toHaveCount(0)
    await expect(log.getByText(en.failure)).toHaveCount(0)
  })

  test('two tabs share one conversation: the second adopts what the first started', async ({ context }) => {
    await withoutTypingDelay(context)
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto('/')
    // The greeting and the AI notice; once the first tab has shown the notice, the second does not repeat it.
    await expect(chat(first).log.getByRole('listitem')).toHaveCount(2)
    await second.goto('/')
    await expect(chat(second).log.getByRole('listitem')).toHaveCount(1)

    await say(first, 'Hello from the first tab')
    await expect(chat(first).log.getByText(REPLY)).toBeVisible({ timeout: 20_000 })
    await expect(chat(second).log.getByText('Hello from the first tab', { exact: true })).toBeVisible()
    await expect(chat(second).log.getByText(REPLY)).toBeVisible()

    const stored = await first.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.endsWith(':session')),
    )
    const sent = second.waitForRequest((request) => request.url().endsWith('/api/chat'))
    await say(second, 'And hello from the second')
    expect((await sent).postDataJSON()).toMatchObject({ sessionId: stored?.[1] })
    await expect(chat(second).log.getByText(REPLY)).toHaveCount(2, { timeout: 20_000 })
    await first.reload()
    await expect(chat(first).log.getByText('And hello from the second', { exact: true })).toBeVisible()
  })
})
