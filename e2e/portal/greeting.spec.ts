import { expect, test, type Page } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { chatParts, expectReply, say } from '../partner/chat.ts'
import { SNIPPET_ORIGIN } from './snippetPage.ts'

/** acme's variants in e2e/portal/partners.json, by the English text a visitor sees. */
const VARIANTS: Record<string, string> = {
  'Hey you, how was your day?': 'warm',
  'Guess what I just found out.': 'bold',
}
const SNIPPET =
  '<script src="http://127.0.0.1:4186/widget.js" async></script>\n<companion-chat></companion-chat>'

/**
 * Records every text the chat ever shows, from before widget.js runs: each shadow root the page attaches is
 * watched from its first node, so a greeting drawn and then replaced would be seen.
 */
async function recordChatTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const texts: string[] = []
    Object.assign(window, { chatTexts: texts })
    const attach = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init)
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) texts.push(node.textContent ?? '')
          if (record.type === 'characterData') texts.push(record.target.textContent ?? '')
        }
      }).observe(root, { childList: true, subtree: true, characterData: true })
      return root
    }
  })
}

const chatTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { chatTexts: string[] }).chatTexts)

async function open(page: Page, snippet = SNIPPET): Promise<void> {
  await page.goto(`${SNIPPET_ORIGIN}/?snippet=${Buffer.from(snippet).toString('base64url')}`)
}

/** The opening line shown, which must be one of the variants. */
async function shownGreeting(page: Page): Promise<string> {
  const first = chatParts(page).log.getByRole('listitem').first().locator('p')
  await expect(first).toHaveText(new RegExp(`^(${Object.keys(VARIANTS).map(escapeRegExp).join('|')})$`))
  return (await first.textContent()) ?? ''
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('a greeting experiment on a partner page', () => {
  test('shows a variant from the first paint, the same after a reload, and the first message carries it', async ({
    page,
  }) => {
    await recordChatTexts(page)
    await open(page)
    const greeting = await shownGreeting(page)
    const texts = await chatTexts(page)
    expect(texts.join('\n')).toContain(greeting)
    expect(texts.filter((text) => text.includes(defaultPersona.greeting))).toEqual([])

    await page.reload()
    expect(await shownGreeting(page)).toBe(greeting)
    expect((await chatTexts(page)).filter((text) => text.includes(defaultPersona.greeting))).toEqual([])

    const chat = chatParts(page)
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat'))
    await say(chat, 'Hi, how are you?')
    expect((await sent).postDataJSON()).toMatchObject({
      message: 'Hi, how are you?',
      variant: VARIANTS[greeting],
    })
    await expectReply(chat, /^Reply \d+ 😘$/)

    // The conversation is the server's now: its transcript opens with the same line.
    const second = page.waitForRequest((request) => request.url().endsWith('/api/chat'))
    await page.reload()
    expect(await shownGreeting(page)).toBe(greeting)
    await expect(chat.log.getByText('Hi, how are you?')).toBeVisible()
    await say(chat, 'Still there?')
    expect((await second).postDataJSON()).not.toHaveProperty('variant')
  })

  test('new visitors are split between the variants', async ({ browser }) => {
    const seen = new Set<string>()
    for (let visitor = 0; visitor < 12 && seen.size < 2; visitor += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await open(page)
      seen.add(await shownGreeting(page))
      await context.close()
    }
    // Two even variants: twelve visitors all drawing one would happen once in 2,048 runs.
    expect([...seen].sort()).toEqual(Object.keys(VARIANTS).sort())
  })

  test("shows the partner's accent, while the snippet's style and the page's CSS on the element win", async ({
    page,
  }) => {
    const accent = async () => {
      const send = chatParts(page).send
      await expect(send).toBeVisible()
      return send.evaluate((button) => getComputedStyle(button).backgroundColor)
    }
    await open(page)
    expect(await accent()).toBe('rgb(10, 125, 79)')
    await open(
      page,
      SNIPPET.replace('<companion-chat>', '<companion-chat style="--companion-accent: #123456">'),
    )
    expect(await accent()).toBe('rgb(18, 52, 86)')
    await open(page, `<style>companion-chat { --companion-accent: #654321 }</style>\n${SNIPPET}`)
    expect(await accent()).toBe('rgb(101, 67, 33)')
  })
})
