import { expect, test } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { chatParts, expectReply, say, US_ADDRESS, visitFrom } from './chat.ts'

test('works on a page whose Content-Security-Policy allows no inline script or style', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const response = page.waitForResponse((answer) => answer.url().endsWith('/strict-csp.html'))
  await visitFrom(page, US_ADDRESS, '/strict-csp.html')
  const policy = (await response).headers()['content-security-policy'] ?? ''
  expect(policy).toContain("style-src 'self'")
  expect(policy).not.toContain('unsafe-inline')

  const chat = chatParts(page)
  await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
  // Styled (by the stylesheet adopted into its shadow root) and sized by its height attribute.
  expect((await chat.host.boundingBox())?.height).toBe(600)
  await expect(chat.host.locator('[part="chat"]')).toHaveCSS('display', 'flex')
  const portrait = chat.host.locator('img[part="avatar"]').first()
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  await say(chat, 'Hello under a strict policy')
  await expectReply(chat, 'Reply 2 😘')
  expect(refused).toEqual([])
})
