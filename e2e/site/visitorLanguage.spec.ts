import { expect, test } from '@playwright/test'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { format } from '../../core/i18n/format.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { defaultPersona, personaTexts } from '../../core/persona.ts'

const GERMAN_ADDRESS = '194.25.2.129'

for (const [browserLocale, locale] of [
  ['de-DE', 'de'],
  ['fr-FR', 'fr'],
  ['sv-SE', 'sv'],
] as const satisfies readonly (readonly [string, Locale])[]) {
  test.describe(`the home chat in a browser set to ${browserLocale}`, () => {
    test.use({ locale: browserLocale, extraHTTPHeaders: { 'X-Forwarded-For': GERMAN_ADDRESS } })

    test('speaks the browser’s language while the site stays English', async ({ page }) => {
      const words = catalogues[locale]
      const name = defaultPersona.name
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const chat = page.locator('companion-chat')
      const log = chat.getByRole('log', { name: format(words.conversationLabel, { name }) })
      await expect(log.getByText(personaTexts(defaultPersona, locale).greeting)).toBeVisible()
      await expect(log.getByText(`${format(words.aiNotice, { name })} ${words.minorsNotice}`)).toBeVisible()
      await expect(chat.getByRole('textbox', { name: words.messageLabel })).toHaveAttribute(
        'placeholder',
        words.placeholder,
      )

      await chat.getByRole('button', { name: words.moreOptions }).click()
      const download = chat.getByRole('menuitem', { name: words.downloadConversation })
      await expect(download).toBeVisible()
      // One line, inside its highlight: the item keeps its single-line height and its text fits its width.
      const fit = await download.evaluate((item) => ({
        height: item.getBoundingClientRect().height,
        overflows: item.scrollWidth > item.clientWidth,
      }))
      expect(fit).toEqual({ height: 44, overflows: false })
    })
  })
}

test.describe('a crisis message from home in a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'X-Forwarded-For': GERMAN_ADDRESS } })

  test('is answered with the German crisis text', async ({ page }) => {
    let sentLocale: unknown
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) sentLocale = request.postDataJSON()?.locale
    })
    await page.goto('/')
    const chat = page.locator('companion-chat')
    const input = chat.getByRole('textbox', { name: catalogues.de.messageLabel })
    await input.fill('Ich will mich umbringen')
    await input.press('Enter')
    await expect(
      chat.getByRole('log').getByText(/^Hey, ich bin echt froh, dass du mir das erzählst/),
    ).toBeVisible({
      timeout: 20_000,
    })
    expect(sentLocale).toBe('de')
  })
})
