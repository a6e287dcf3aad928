import { expect, test } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'

test('the conversation on the home page survives a visit to /bio and a reload', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const chat = page.locator('companion-chat')
  const log = chat.getByRole('log')
  const input = chat.getByRole('textbox', { name: 'Message' })
  await input.fill('Remember me, Mia?')
  await input.press('Enter')
  // The site keeps the default 3–6 s typing delay; the fake model numbers its replies.
  const reply = log.getByText(/^Reply \d+ 😘$/)
  await expect(reply).toBeVisible({ timeout: 20_000 })
  const replyText = (await reply.textContent()) ?? ''

  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Mia', exact: true }).click()
  await expect(page).toHaveURL('/bio')
  await header.getByRole('link', { name: 'Chat Now' }).click()
  await expect(page).toHaveURL('/')
  const items = log.getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.nth(0)).toContainText(defaultPersona.greeting)
  await expect(items.nth(1)).toContainText('Remember me, Mia?')
  await expect(items.nth(2)).toContainText(replyText)

  await page.reload()
  await expect(items).toHaveCount(3)
  await expect(items.nth(2)).toContainText(replyText)
  await expect(log.getByText(/is typing/)).toHaveCount(0)
  expect(problems).toEqual([])
})
