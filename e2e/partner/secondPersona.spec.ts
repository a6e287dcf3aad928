import { expect, test } from '@playwright/test'
import { catalogues } from '../../core/i18n/catalogues.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { defaultPersona, findPersona, personaTexts } from '../../core/persona.ts'
import { upstreamRequest } from '../fakeUpstream.ts'
import { chatParts, US_ADDRESS, visitFrom, WIDGET_ORIGIN } from './chat.ts'

const nora = findPersona('nora')

test.describe('a partner page that chose the second persona', () => {
  for (const [locale, path] of [
    ['en', '/nora.html'],
    ['de', '/nora-de.html'],
  ] as [Locale, string][]) {
    test(`chats as her in ${locale}: her greeting, name and portrait, and a reply from her prompt`, async ({
      page,
      request,
    }) => {
      expect(nora.id).toBe('nora')
      const texts = catalogues[locale]
      await visitFrom(page, US_ADDRESS, path)
      const chat = chatParts(page)
      const input = chat.host.getByRole('textbox', { name: texts.messageLabel })
      await expect(chat.log.getByText(personaTexts(nora, locale).greeting, { exact: true })).toBeVisible()
      await expect(chat.log.getByText(personaTexts(defaultPersona, locale).greeting)).toHaveCount(0)

      const header = chat.host.locator('[part="header"]')
      await expect(header.getByText(nora.name, { exact: false }).first()).toBeVisible()
      // The site's profile page is Mia's: no link to it from another persona's header.
      await expect(header.getByRole('link')).toHaveCount(0)
      await expect(header).not.toContainText(defaultPersona.name)
      const portrait = header.locator('img[part="avatar"]')
      await expect(portrait).toHaveAttribute('src', `${WIDGET_ORIGIN}${nora.photos[0]!.src}`)
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)

      const marker = `${locale === 'de' ? 'Was liest du gerade?' : 'What are you reading?'} ${Date.now()}`
      await input.fill(marker)
      await input.press('Enter')
      await expect(chat.log.getByText(marker, { exact: true })).toBeVisible()
      await expect(chat.log.getByText(/^Reply \d+ 😘$/)).toHaveCount(1)

      const sent = await upstreamRequest(request, marker)
      const [system, greeting] = sent!.body.messages
      expect(system!.content).toContain(`You are ${nora.name}, ${nora.age}, from ${nora.location}.`)
      expect(system!.content).not.toContain(defaultPersona.name)
      expect(greeting).toEqual({ role: 'assistant', content: personaTexts(nora, locale).greeting })
    })
  }

  test('is not in widget.js, which carries only the default persona', async ({ request }) => {
    const script = await (await request.get(`${WIDGET_ORIGIN}/widget.js`)).text()
    expect(script).toContain(defaultPersona.greeting)
    expect(script).not.toContain(nora.greeting)
    expect(script).not.toContain(nora.photos[0]!.src)
  })
})
