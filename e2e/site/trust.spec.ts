import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { withoutTypingDelay } from '../typingDelay.ts'

const REPLY = /^Reply \d+ 😘$/

/** Moves the page's clock on a second at a time; a fetch still takes real time, so each step waits for it a little. */
async function runUntilVisible(page: Page, locator: Locator): Promise<void> {
  for (let step = 0; step < 30 && !(await locator.isVisible()); step += 1) {
    await page.clock.runFor(1000)
    await locator.waitFor({ timeout: 100 }).catch(() => undefined)
  }
  await expect(locator).toBeVisible()
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.locator('companion-chat').getByRole('textbox', { name: 'Message' })
  await input.fill(text)
  await input.press('Enter')
}

test.describe('trust in the chat on the home page', () => {
  test.beforeEach(async ({ page, context }) => {
    await withoutTypingDelay(context)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '8.8.8.8' })
  })

  test('labels Mia as an AI and shows the AI notice daily and again after three hours', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') })
    await page.goto('/')
    const chat = page.locator('companion-chat')
    await expect(chat.locator('[part="ai-label"]')).toHaveText('AI')
    const notices = chat.locator('[part="system-line"]')
    await expect(notices).toHaveCount(1)
    await expect(notices.first()).toHaveText(
      /^Mia is an AI, not a person\..*Companion chatbots may not be suitable for some minors\.$/,
    )

    await send(page, 'Hi Mia')
    await runUntilVisible(page, chat.getByText(REPLY).first())
    await page.clock.fastForward('02:00:00')
    await send(page, 'Two hours later')
    await runUntilVisible(page, chat.getByText(REPLY).nth(1))
    await expect(notices).toHaveCount(1)

    await page.clock.fastForward('01:00:00')
    await send(page, 'Three hours after the notice')
    await expect(notices).toHaveCount(2)
    const lines = chat.getByRole('log').getByRole('listitem')
    const order = await lines.evaluateAll((items) =>
      items.map((item) => item.getAttribute('part') ?? item.textContent ?? ''),
    )
    const message = order.findIndex((line) => line.includes('Three hours after the notice'))
    expect(order[message - 1]).toBe('system-line')
    await runUntilVisible(page, chat.getByText(REPLY).nth(2))

    await page.reload()
    await expect(chat.getByText('Three hours after the notice')).toBeVisible()
    await expect(notices).toHaveCount(0)
    await page.clock.fastForward('24:00:00')
    await page.reload()
    await expect(chat.getByText('Three hours after the notice')).toBeVisible()
    await expect(notices).toHaveCount(1)
  })

  test('downloads the conversation as a text file with names and times', async ({ page }) => {
    await page.goto('/')
    const chat = page.locator('companion-chat')
    await send(page, 'Hi Mia, save this')
    const reply = chat.getByText(REPLY)
    await expect(reply).toBeVisible({ timeout: 20_000 })
    await chat.getByRole('button', { name: 'More options' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chat.getByRole('menuitem', { name: 'Download conversation' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^mia-\d{4}-\d{2}-\d{2}\.txt$/)
    const lines = (await readFile(await download.path(), 'utf8')).split('\n')
    expect(lines[0]).toMatch(/^Conversation with Mia – [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    const stamp = String.raw`\[\d{1,2}/\d{1,2}/\d{2}, \d{1,2}:\d{2}\s[AP]M\]`
    expect(lines[2]).toMatch(new RegExp(`^${stamp} Mia: `))
    expect(lines[2]).toContain(defaultPersona.greeting)
    expect(lines[3]).toMatch(new RegExp(`^${stamp} You: Hi Mia, save this$`))
    expect(lines[4]).toMatch(new RegExp(`^${stamp} Mia: ${(await reply.textContent()) ?? ''}$`))
  })

  test('deletes the conversation after a confirmation, on the server too, and starts over', async ({
    page,
  }) => {
    const forgotten: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/forget')) forgotten.push(request.postDataJSON())
    })
    await page.goto('/')
    await page.evaluate(() => {
      document.addEventListener('companion-chat:forget', () => document.body.setAttribute('data-forgot', '1'))
    })
    const chat = page.locator('companion-chat')
    await send(page, 'Please forget me')
    await expect(chat.getByText(REPLY)).toBeVisible({ timeout: 20_000 })
    const sessionId = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.endsWith(':session'))?.[1],
    )
    await chat.getByRole('button', { name: 'More options' }).click()
    await chat.getByRole('menuitem', { name: 'Delete conversation' }).click()
    const dialog = chat.getByRole('alertdialog')
    await expect(dialog).toContainText('Delete this conversation?')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    expect(forgotten).toEqual([{ sessionId }])
    // The server no longer has it: its transcript answers as for an unknown conversation.
    const transcript = await page.request.post('/api/chat/transcript', { data: { sessionId } })
    expect(transcript.status()).toBe(404)
    const items = chat.getByRole('log').getByRole('listitem')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText(defaultPersona.greeting)
    await expect(page.locator('body')).toHaveAttribute('data-forgot', '1')
    await page.reload()
    await expect(chat.getByText(defaultPersona.greeting)).toBeVisible()
    await expect(chat.getByText('Please forget me')).toHaveCount(0)
  })
})
