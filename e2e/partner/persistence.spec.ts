import { expect, test } from '@playwright/test'
import { enServer } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { bubbleParts } from './bubble.ts'
import { chatParts, expectReply, say, US_ADDRESS, visitFrom } from './chat.ts'

test.describe('the conversation on a partner page', () => {
  test('survives a reload, and so does the cap: the offer is shown again and nothing is answered', async ({
    page,
  }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    const replies = chat.log.getByText(/^Reply \d+ 😘$/)
    for (let turn = 1; turn <= 6; turn += 1) {
      await say(chat, `Message number ${turn}`)
      await expect(replies).toHaveCount(turn)
    }
    await expect(chat.log.getByRole('link', { name: enServer.signupLabel })).toBeVisible()

    await page.reload()
    await expect(chat.panel).toBeVisible()
    await expect(chat.log.getByRole('listitem')).toHaveCount(1 + 6 * 2 + 1)
    await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
    await expect(chat.log.getByText('Message number 3', { exact: true })).toBeVisible()
    await expect(chat.log.getByRole('link', { name: enServer.signupLabel })).toBeVisible()
    await expect(chat.log.getByText(/is typing/)).toHaveCount(0)

    // Still sent, in case it is a crisis (crisisAfterOffer.spec.ts); the server answers it with no reply.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat'))
    await say(chat, 'Still there after the reload?')
    expect((await (await answered).json()).reply).toBeNull()
    await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
  })

  test('survives a reload inline too, shown at once', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await say(chat, 'Remember this inline')
    const reply = await expectReply(chat, /^Reply \d+ 😘$/)
    const replyText = (await reply.textContent()) ?? ''
    await page.reload()
    const items = chat.log.getByRole('listitem')
    await expect(items).toHaveCount(3)
    await expect(items.nth(1)).toContainText('Remember this inline')
    await expect(items.nth(2)).toContainText(replyText)
    await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
  })

  test('is shared by two pages of one partner origin, with the panel still open', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    await say(chat, 'Hello on the first page')
    const reply = await expectReply(chat, /^Reply \d+ 😘$/)
    const replyText = await reply.textContent()
    await page.getByRole('link', { name: 'Another page of this site' }).click()
    await expect(page).toHaveURL(/bubble-two\.html$/)
    await expect(chat.panel).toBeVisible()
    await expect(chat.log.getByText('Hello on the first page', { exact: true })).toBeVisible()
    await expect(chat.log.getByText(replyText ?? '', { exact: true })).toBeVisible()
    await say(chat, 'And on the second')
    await expect(chat.log.getByText(/^Reply \d+ 😘$/)).toHaveCount(2)
  })

  test('works, without errors, where the browser refuses storage', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      }
    })
    await visitFrom(page, US_ADDRESS, '/bubble.html')
    const chat = bubbleParts(page)
    await chat.launcher.click()
    await say(chat, 'Hello without storage')
    await expectReply(chat, /^Reply \d+ 😘$/)
    await page.reload()
    await chat.launcher.click()
    // The greeting and the AI notice: without storage the notice cannot know it was shown.
    await expect(chat.log.getByRole('listitem')).toHaveCount(2)
    expect(errors).toEqual([])
  })
})
