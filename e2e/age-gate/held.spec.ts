import { expect, test, type Page } from '@playwright/test'
import { settle } from '../settle.ts'
import { withoutTypingDelay } from '../typingDelay.ts'

/**
 * Against the proxy with AGE_GATE=confirm. The widget config cannot be had here, so the widget does not know
 * of the gate and lets the visitor write: the server's 403 is what shows the gate, as for a conversation the
 * gate was switched on under or a declaration the browser lost.
 */
test.describe('a message the age gate turned away', () => {
  test.beforeEach(async ({ page, context }) => {
    await withoutTypingDelay(context)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
    await page.route('**/api/widget-config**', (route) => route.abort())
  })

  /** Every chat request the page sends, with the status it got. */
  function chatRequests(page: Page) {
    const sent: { body: Record<string, unknown>; status: number }[] = []
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/api/chat') || request.method() !== 'POST') return
      void request.response().then((response) => {
        sent.push({
          body: request.postDataJSON() as Record<string, unknown>,
          status: response?.status() ?? 0,
        })
      })
    })
    return sent
  }

  /** Every chat request the page starts, known as soon as it leaves the page. */
  function chatStarts(page: Page) {
    const started: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat') && request.method() === 'POST') started.push(request.url())
    })
    return started
  }

  /** Opens home and sends a message, which the server turns away: the gate takes the input's place. */
  async function sendTurnedAway(page: Page) {
    await page.goto('/')
    const chat = page.locator('companion-chat')
    const input = chat.getByRole('textbox', { name: 'Message' })
    await input.fill('Hi Mia')
    await input.press('Enter')
    const confirm = chat.getByRole('button', { name: "I'm 18 or older" })
    await expect(confirm).toBeVisible({ timeout: 20_000 })
    return { chat, input, confirm }
  }

  test('stays in the log and is sent once, and answered, when the visitor confirms', async ({ page }) => {
    const sent = chatRequests(page)
    const started = chatStarts(page)
    const { chat, input, confirm } = await sendTurnedAway(page)
    await expect(confirm).toBeFocused()
    const log = chat.getByRole('log')
    await expect(log.getByText('Hi Mia', { exact: true })).toBeVisible()
    await expect(chat.getByText(/trouble connecting/)).toHaveCount(0)
    await expect
      .poll(() => sent)
      .toEqual([{ body: expect.objectContaining({ message: 'Hi Mia' }), status: 403 }])

    await confirm.click()
    await expect(log.getByText(/^Reply \d+ 😘$/)).toHaveCount(1, { timeout: 20_000 })
    await expect(input).toBeFocused()
    await expect(log.getByText('Hi Mia', { exact: true })).toHaveCount(1)
    await settle(page, '')
    expect(started).toHaveLength(2)
    await expect
      .poll(() => sent)
      .toEqual([
        { body: expect.objectContaining({ message: 'Hi Mia' }), status: 403 },
        { body: expect.objectContaining({ message: 'Hi Mia', ageConfirmed: true }), status: 200 },
      ])
  })

  test('is not sent after a reload, where the visitor starts again', async ({ page }) => {
    const started = chatStarts(page)
    const { chat, input } = await sendTurnedAway(page)
    await page.unroute('**/api/widget-config**')
    await page.reload()
    await chat.getByRole('button', { name: "I'm 18 or older" }).click()
    await expect(input).toBeVisible()
    await settle(page, '')
    expect(started).toHaveLength(1)
    await expect(chat.getByRole('log').getByText('Hi Mia', { exact: true })).toHaveCount(0)
  })
})
