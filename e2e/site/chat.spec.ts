import { expect, test } from '@playwright/test'
import { withoutTypingDelay } from '../typingDelay.ts'
import { defaultPersona } from '../../core/persona.ts'

test.describe('the chat on the home page', () => {
  test('answers a message through the proxy, without shifting the layout', async ({ page, context }) => {
    await withoutTypingDelay(context)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
    await page.addInitScript(() => {
      const shifts = { total: 0 }
      const events: unknown[] = []
      Object.assign(window, {
        __layoutShift: shifts,
        __events: events,
        __analytics: (kind: string, name: string) => kind === 'event' && events.push(name),
      })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    const chat = page.locator('companion-chat')
    const log = chat.getByRole('log')
    await expect(log.getByText(defaultPersona.greeting)).toBeVisible()

    const input = chat.getByRole('textbox', { name: 'Message' })
    await input.fill('Hi Mia, how was your run?')
    await input.press('Enter')
    await expect(log.getByText('Hi Mia, how was your run?', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual([
      'chat_message_sent',
    ])
    // The fake model numbers its replies.
    await expect(log.getByText(/^Reply \d+ 😘$/)).toBeVisible({ timeout: 20_000 })

    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift,
    )
    expect(shift.total).toBeLessThan(0.01)
  })

  test("the persona's avatar leads to her profile", async ({ page }) => {
    await page.goto('/')
    const profileLinks = page.locator('companion-chat').locator('a[href$="/bio"]')
    await expect(profileLinks.first()).toBeVisible()
    await profileLinks.first().click()
    await expect(page).toHaveURL('/bio')
    await expect(page.getByRole('heading', { level: 1, name: defaultPersona.name })).toBeVisible()
  })
})
