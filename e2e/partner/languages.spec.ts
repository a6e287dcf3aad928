import { expect, test, type Page } from '@playwright/test'
import { de } from '../../core/i18n/de.ts'
import { format } from '../../core/i18n/format.ts'
import { fr } from '../../core/i18n/fr.ts'
import { defaultPersona, personaTexts } from '../../core/persona.ts'
import { upstreamRequest } from '../fakeUpstream.ts'
import { RU_ADDRESS, US_ADDRESS, visitFrom } from './chat.ts'

const german = personaTexts(defaultPersona, 'de')

/** Every text the chats' shadow roots ever showed, sampled each frame from the first script on. */
async function recordShownTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    Object.assign(window, { shownTexts: seen })
    const sample = () => {
      for (const chat of document.querySelectorAll('companion-chat')) {
        const text = chat.shadowRoot?.textContent
        if (text) seen.add(text)
      }
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

function germanChat(page: Page) {
  const host = page.locator('companion-chat')
  return {
    host,
    log: host.getByRole('log'),
    input: host.getByRole('textbox', { name: de.messageLabel }),
    send: host.getByRole('button', { name: de.sendLabel }),
  }
}

async function say(chat: ReturnType<typeof germanChat>, text: string): Promise<void> {
  await chat.input.fill(text)
  await chat.input.press('Enter')
  await expect(chat.log.getByText(text, { exact: true })).toBeVisible()
  await expect(chat.log.getByText(/schreibt gerade/)).toHaveCount(0)
}

test.describe('a German partner page', () => {
  test('greets in German from the first paint, with German placeholder and relative time', async ({
    page,
  }) => {
    await recordShownTexts(page)
    await visitFrom(page, US_ADDRESS, '/de.html')
    const chat = germanChat(page)
    await expect(chat.log.getByText(german.greeting)).toBeVisible()
    await expect(chat.input).toHaveAttribute('placeholder', 'Nachricht schreiben…')
    await expect(chat.log.getByText('gerade eben')).toBeVisible()
    await expect(chat.host.getByText(german.occupation)).toBeVisible()
    const shown = await page.evaluate(() => [
      ...(window as unknown as { shownTexts: Set<string> }).shownTexts,
    ])
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.join('\n')).not.toMatch(/Hey there|just now|Start chatting/)
  })

  test('offers the sign-up in German at the cap', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/de.html')
    const chat = germanChat(page)
    for (let turn = 1; turn <= 6; turn += 1) await say(chat, `Nachricht Nummer ${turn}`)
    await expect(chat.log.getByText('Weiterchatten mit Mia:')).toBeVisible()
    const signup = chat.log.getByRole('link', { name: de.signupLabel })
    await expect(signup).toHaveAttribute('target', '_blank')
  })

  test('refuses a visitor from a country not served in German', async ({ page }) => {
    await visitFrom(page, RU_ADDRESS, '/de.html')
    const chat = germanChat(page)
    await say(chat, 'Hallo aus der Ferne')
    await expect(chat.log.getByText(de.refusal, { exact: true })).toBeVisible()
  })

  test('tells the model to answer in the visitor’s language, defaulting to German', async ({
    page,
    request,
  }) => {
    await visitFrom(page, US_ADDRESS, '/de.html')
    const chat = germanChat(page)
    const marker = `Wie war dein Training heute? ${Date.now()}`
    await say(chat, marker)
    const sent = await upstreamRequest(request, marker)
    expect(sent).toBeDefined()
    const system = sent!.body.messages[0]!
    expect(system.role).toBe('system')
    expect(system.content).toContain('Answer in the language the visitor writes in')
    expect(system.content).toContain('answer in German')
    expect(sent!.body.messages[1]).toEqual({ role: 'assistant', content: german.greeting })
  })

  test('changes every text when the element’s lang changes, keeping the conversation', async ({ page }) => {
    await visitFrom(page, US_ADDRESS, '/de.html')
    const chat = germanChat(page)
    await say(chat, 'Erste Nachricht')
    const notice = (words: typeof de) =>
      `${format(words.aiNotice, { name: defaultPersona.name })} ${words.minorsNotice}`
    await expect(chat.log.getByText(notice(de))).toBeVisible()
    await chat.host.evaluate((element) => element.setAttribute('lang', 'fr'))
    const input = chat.host.getByRole('textbox', { name: fr.messageLabel })
    await expect(input).toHaveAttribute('placeholder', 'Écris un message…')
    await expect(chat.host.getByRole('button', { name: fr.sendLabel })).toBeVisible()
    await expect(chat.log.getByText(personaTexts(defaultPersona, 'fr').greeting)).toBeVisible()
    await expect(chat.log.getByText('Erste Nachricht')).toBeVisible()
    await expect(chat.log.getByText('à l’instant').first()).toBeVisible()
    // The AI notice shown in German follows too, instead of keeping the words it first appeared in.
    await expect(chat.log.getByText(notice(fr))).toBeVisible()
    await expect(chat.log.getByText(notice(de))).toHaveCount(0)
    await chat.host.evaluate((element) => element.removeAttribute('lang'))
    await expect(chat.input).toHaveAttribute('placeholder', 'Nachricht schreiben…')
    await expect(chat.log.getByText(notice(de))).toBeVisible()
  })
})
