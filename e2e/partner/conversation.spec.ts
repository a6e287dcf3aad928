import { expect, test } from '@playwright/test'
import { enServer, enWidget } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { chatParts, expectReply, RU_ADDRESS, say, US_ADDRESS, visitFrom } from './chat.ts'

test.describe('a partner page embedding widget.js', () => {
  test('runs a conversation through the proxy to the sign-up offer, then stops replying', async ({
    page,
  }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
    // The fake model numbers its replies from the history it is sent, which the proxy trims to a window.
    const replies = chat.log.getByText(/^Reply \d+ 😘$/)
    for (let turn = 1; turn <= 6; turn += 1) {
      await say(chat, `Message number ${turn}`)
      await expect(replies).toHaveCount(turn)
      await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
    }
    await expect(replies.first()).toHaveText('Reply 2 😘')
    await expect(chat.log.getByText(`To continue chatting with ${defaultPersona.name}:`)).toBeVisible()
    const signup = chat.log.getByRole('link', { name: enServer.signupLabel })
    await expect(signup).toHaveAttribute('target', '_blank')
    await expect(signup).toHaveAttribute('rel', 'noopener noreferrer')

    // Still sent, in case it is a crisis (crisisAfterOffer.spec.ts); the server answers it with no reply.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat'))
    await say(chat, 'Are you still there?')
    expect((await (await answered).json()).reply).toBeNull()
    await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
    // The greeting, the AI notice, six exchanges, the offer and the unanswered message.
    await expect(chat.log.getByRole('listitem')).toHaveCount(1 + 1 + 6 * 2 + 1 + 1)
  })

  test('tells a visitor from a country that is not served, without calling the model', async ({ page }) => {
    await visitFrom(page, RU_ADDRESS)
    const chat = chatParts(page)
    await say(chat, 'Hello from far away')
    await expectReply(chat, enServer.refusal)
  })

  test('shows the failure text when the model fails', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await say(chat, 'Please fail [[fail]]')
    await expectReply(chat, enWidget.failure)
    await say(chat, 'And now?')
    await expectReply(chat, /^Reply \d+ 😘$/)
  })

  test('shows markup in a reply as plain text and runs none of it', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await say(chat, 'Show me [[xss]]')
    const reply = await expectReply(chat, /<img src=x onerror=alert\(1\)>/)
    await expect(reply).toContainText('<script>alert(1)</script>')
    await expect(reply).toContainText('<a href="javascript:alert(1)">tap</a>')
    await expect(chat.log.locator('img, script, a[href^="javascript"]')).toHaveCount(0)
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
  })

  test('sends the host page events it can listen to', async ({ page }) => {
    await visitFrom(page, US_ADDRESS)
    const chat = chatParts(page)
    await say(chat, 'Hi there')
    await expectReply(chat, 'Reply 2 😘')
    const events = await page.evaluate(
      () => (window as unknown as { companionEvents: unknown[] }).companionEvents,
    )
    expect(events).toEqual([
      { type: 'companion-chat:message-sent', detail: { length: 8 }, target: 'chat' },
      { type: 'companion-chat:reply', detail: { kind: 'reply', length: 10, remaining: 5 }, target: 'chat' },
    ])
  })

  test('runs two chats on one page as separate conversations', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/two.html')
    const first = chatParts(page, '#first')
    const second = chatParts(page, '#second')
    await say(first, 'One')
    await expectReply(first, 'Reply 2 😘')
    await say(first, 'Two')
    await expectReply(first, 'Reply 3 😘')
    await say(second, 'Hello')
    await expectReply(second, 'Reply 2 😘')
    await expect(second.log.getByText('One', { exact: true })).toHaveCount(0)
    // The AI notice is shown once for the page, in whichever chat claimed it first.
    const notices = page.locator('companion-chat li[part="system-line"]')
    await expect(notices).toHaveCount(1)
    const inFirst = await first.log.locator('li[part="system-line"]').count()
    await expect(first.log.getByRole('listitem')).toHaveCount(5 + inFirst)
    await expect(second.log.getByRole('listitem')).toHaveCount(4 - inFirst)
  })
})
