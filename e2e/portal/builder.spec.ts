import { expect, test, type Page } from '@playwright/test'
import { findPersona, personas } from '../../core/persona.ts'
import { chatParts, expectReply, say } from '../partner/chat.ts'
import { SNIPPET_ORIGIN } from './snippetPage.ts'

const KEY = 'e2e-portal-key-acme-0123456789abcdef0123'

async function signIn(page: Page) {
  await page.goto('/partner')
  await page.getByLabel('Portal key').fill(KEY)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Dating' })).toBeVisible()
}

function snippetBox(page: Page) {
  return page.getByRole('textbox', { name: 'Snippet', exact: true })
}

/** The chat's parts in German (the language the builder chose). */
function germanChat(page: Page, selector = 'companion-chat') {
  const parts = chatParts(page, selector)
  return { ...parts, input: parts.host.getByRole('textbox', { name: 'Nachricht' }) }
}

async function paste(page: Page, snippet: string) {
  await page.goto(`${SNIPPET_ORIGIN}/?snippet=${Buffer.from(snippet).toString('base64url')}`)
}

test.describe('the partner portal snippet builder', () => {
  test('builds a snippet that mounts the widget on the partner page, with a live preview', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await signIn(page)
    await expect(page.getByText('http://127.0.0.1:4185').first()).toBeVisible()
    const preview = chatParts(page, '#preview companion-chat')
    await expect(preview.input).toBeVisible()

    await page.getByLabel('Language').selectOption('fr')
    await expect(page.getByText('Your greetings have no fr text')).toBeVisible()
    await page.getByLabel('Language').selectOption('de')
    await expect(page.getByText('Your greetings have no fr text')).toHaveCount(0)
    await expect(preview.host).toHaveAttribute('lang', 'de')
    await expect(germanChat(page, '#preview companion-chat').input).toBeVisible()
    const snippet = await snippetBox(page).inputValue()
    expect(snippet).toContain('<script src="http://127.0.0.1:4186/widget.js" async></script>')
    expect(snippet).toContain('lang="de"')
    expect(errors.filter((text) => /Content Security Policy/.test(text))).toEqual([])

    await paste(page, snippet)
    const chat = germanChat(page)
    await expect(chat.input).toBeVisible()
    // On the partner's origin: one of its greeting variants, in German.
    await expect(chat.log.getByRole('listitem').first().locator('p')).toHaveText(
      /^(Hallo du, wie war dein Tag\?|Rate mal, was ich gerade erfahren habe\.)$/,
    )
    await say(chat, 'Hallo, wie geht es dir?')
    await expectReply(chat, /^Reply \d+ 😘$/)
  })

  test('turns the bubble choice into a launcher on the partner page', async ({ page }) => {
    await signIn(page)
    await page.getByLabel('Mode').selectOption('bubble')
    await page.getByLabel('Position (bubble)').selectOption('bottom-left')
    await expect(page.locator('#preview companion-chat')).toHaveAttribute('mode', 'bubble')
    const snippet = await snippetBox(page).inputValue()
    expect(snippet).toMatch(/mode="bubble" position="bottom-left"/)
    await paste(page, snippet)
    await expect(page.locator('companion-chat').getByRole('button').first()).toBeVisible()
  })

  test('offers every persona, and writes and previews the one chosen', async ({ page }) => {
    await signIn(page)
    const nora = findPersona('nora')
    const persona = page.getByRole('combobox', { name: 'Persona', exact: true })
    await expect(persona.getByRole('option')).toHaveText(Object.values(personas).map((p) => p.name))
    expect(await snippetBox(page).inputValue()).not.toContain('persona=')
    await persona.selectOption(nora.id)
    expect(await snippetBox(page).inputValue()).toContain(`persona="${nora.id}"`)
    const preview = chatParts(page, '#preview companion-chat')
    await expect(preview.host.locator('[part="header"]')).toContainText(nora.name)
    // The greeting is one of the partner's variants here; her portrait is hers.
    await expect(preview.host.locator('img[part="avatar"]')).toHaveAttribute(
      'src',
      new RegExp(`${nora.photos[0]!.src}$`),
    )
  })

  test('writes attributes only, with a colour of its own as a stylesheet rule', async ({ page }) => {
    await signIn(page)
    const preview = page.locator('#preview companion-chat')
    await expect(preview).toHaveAttribute('height', '600')
    let snippet = await snippetBox(page).inputValue()
    expect(snippet).toContain('<companion-chat height="600"></companion-chat>')
    const css = page.getByRole('textbox', { name: /For your stylesheet/ })
    await expect(css).toBeHidden()

    await page.getByLabel('Accent colour').fill('#123456')
    await expect(css).toHaveValue('companion-chat {\n  --companion-accent: #123456;\n}')
    snippet = await snippetBox(page).inputValue()
    expect(snippet).not.toContain('style')
    await expect(preview.locator('[part="send"]')).toHaveCSS('background-color', 'rgb(18, 52, 86)')

    // On the partner's page the height comes from the attribute.
    await paste(page, snippet)
    await expect(chatParts(page).input).toBeVisible()
    expect(await page.locator('companion-chat').evaluate((chat) => chat.getBoundingClientRect().height)).toBe(
      600,
    )
  })

  test('previews the partner’s registry theme and each of its greeting variants', async ({ page }) => {
    await signIn(page)
    const preview = chatParts(page, '#preview companion-chat')
    const greeting = preview.log.getByRole('listitem').first().locator('p')
    await expect(greeting).toHaveText('Hey you, how was your day?')
    // acme's registry accent (e2e/portal/partners.json), not the default.
    await expect(preview.host.locator('[part="send"]')).toHaveCSS('background-color', 'rgb(10, 125, 79)')
    await page.getByLabel('Greeting shown').selectOption('bold')
    await expect(greeting).toHaveText('Guess what I just found out.')
  })

  test('shows the delay field each mode uses, and writes the attribute that mode reads', async ({ page }) => {
    await signIn(page)
    const previewDelay = page.getByLabel(/Greeting preview delay/)
    const openAfter = page.getByLabel(/Open after/)
    const position = page.getByLabel('Position (bubble)')
    await expect(previewDelay).toBeHidden()
    await expect(openAfter).toBeHidden()
    await expect(position).toBeHidden()

    await page.getByLabel('Mode').selectOption('bubble')
    await expect(openAfter).toBeHidden()
    await previewDelay.fill('5')
    await expect(snippetBox(page)).toHaveValue(
      /<companion-chat mode="bubble" preview-delay="5"><\/companion-chat>/,
    )

    await page.getByLabel('Mode').selectOption('popup')
    await expect(previewDelay).toBeHidden()
    await expect(position).toBeHidden()
    await expect(snippetBox(page)).toHaveValue(/<companion-chat mode="popup"><\/companion-chat>/)
    await openAfter.fill('8')
    await expect(snippetBox(page)).toHaveValue(
      /<companion-chat mode="popup" open-after="8"><\/companion-chat>/,
    )
  })
})
