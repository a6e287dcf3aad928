import { expect, test } from '@playwright/test'
import { withoutTypingDelay } from '../typingDelay.ts'

/** Against a proxy started with AGE_GATE=confirm (every allowed country gated). */
test.describe('the age gate in confirm mode', () => {
  test.beforeEach(async ({ page, context }) => {
    await withoutTypingDelay(context)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
  })

  test('the server refuses a message without the declaration, and tells the widget to ask', async ({
    page,
  }) => {
    // page.request does not carry the page's extra headers: name the visitor's address (US) here too.
    const headers = { 'X-Forwarded-For': '8.8.8.8' }
    const config = await page.request.get('/api/widget-config?persona=mia', { headers })
    expect(await config.json()).toMatchObject({ originAllowed: true, ageGate: 'confirm' })
    const refused = await page.request.post('/api/chat', { data: { message: 'Hi Mia' }, headers })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'age_confirmation_required' } })
  })

  test('asks "I\'m 18 or older" before the input, then sends ageConfirmed with the first message', async ({
    page,
  }) => {
    await page.goto('/')
    const chat = page.locator('companion-chat')
    const confirm = chat.getByRole('button', { name: "I'm 18 or older" })
    await expect(confirm).toBeVisible()
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
    await confirm.click()
    const input = chat.getByRole('textbox', { name: 'Message' })
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/chat') && sent.method() === 'POST'),
      input.fill('Hi Mia').then(() => input.press('Enter')),
    ])
    expect(request.postDataJSON()).toMatchObject({ message: 'Hi Mia', ageConfirmed: true })
    await expect(chat.getByText(/^Reply \d+ 😘$/)).toBeVisible({ timeout: 20_000 })
    await page.reload()
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible()
  })

  // A session whose declaration the server no longer has (say, one that began before the gate was on).
  test('asks again when the server wants the declaration, and shows no failure text', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 403,
        json: { error: { code: 'age_confirmation_required', message: 'Confirm your age first.' } },
      }),
    )
    await page.goto('/')
    const chat = page.locator('companion-chat')
    await chat.getByRole('button', { name: "I'm 18 or older" }).click()
    const input = chat.getByRole('textbox', { name: 'Message' })
    await input.fill('Hello')
    await input.press('Enter')
    await expect(chat.getByRole('button', { name: "I'm 18 or older" })).toBeVisible({ timeout: 20_000 })
    await expect(chat.getByText(/trouble connecting/)).toHaveCount(0)
  })
})
