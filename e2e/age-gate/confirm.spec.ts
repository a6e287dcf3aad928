import { expect, test, type Page } from '@playwright/test'

/**
 * Against a proxy started with AGE_GATE=confirm. GET /api/widget-config and the 403 on POST /api/chat come
 * from the privacy work's server code; until it is merged here both are stubbed with page.route.
 */
async function stubConfig(page: Page): Promise<void> {
  await page.route('**/api/widget-config?*', (route) =>
    route.fulfill({ json: { originAllowed: true, ageGate: 'confirm', ageVerifyUrl: null } }),
  )
}

test.describe('the age gate in confirm mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
    await stubConfig(page)
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
