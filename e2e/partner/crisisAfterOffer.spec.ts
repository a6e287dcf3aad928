import { expect, test, type Page } from '@playwright/test'
import { defaultPersona } from '../../core/persona.ts'
import { chatParts, say, US_ADDRESS, visitFrom } from './chat.ts'

const DE_ADDRESS = '194.25.2.129'

/** Six messages to the sign-up offer, as any visitor gets there. */
async function reachOffer(page: Page, offer: RegExp, label: string) {
  const chat = {
    ...chatParts(page),
    input: page.locator('companion-chat').getByRole('textbox', { name: label }),
  }
  for (let turn = 1; turn <= 6; turn += 1) {
    await say(chat, `Message number ${turn}`)
    await expect(chat.log.getByText(/^Reply \d+ 😘$/)).toHaveCount(turn)
    await expect(chat.log.getByText(/typing/)).toHaveCount(0)
  }
  await expect(chat.log.getByText(offer)).toBeVisible()
  return chat
}

for (const visit of [
  {
    language: 'English',
    path: '/',
    label: 'Message',
    address: US_ADDRESS,
    offer: new RegExp(`^To continue chatting with ${defaultPersona.name}:$`),
    crisis: 'I want to kill myself tonight',
    line: { text: /Call or text 988/, call: 'Call 988', tel: 'tel:988' },
    help: 'Get help now',
    ordinary: 'Are you still there?',
  },
  {
    language: 'German',
    path: '/de.html',
    label: 'Nachricht',
    address: DE_ADDRESS,
    offer: new RegExp(`^Weiterchatten mit ${defaultPersona.name}:$`),
    crisis: 'ich will mich heute nacht umbringen',
    line: { text: /TelefonSeelsorge/, call: 'Anrufen 0800 111 0 111', tel: 'tel:08001110111' },
    help: 'Jetzt Hilfe holen',
    ordinary: 'Bist du noch da?',
  },
]) {
  test(`after the sign-up offer, a crisis message in ${visit.language} gets the helpline; an ordinary one nothing`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await visitFrom(page, visit.address, visit.path)
    const chat = await reachOffer(page, visit.offer, visit.label)

    await say(chat, visit.crisis)
    const answer = chat.log.getByText(visit.line.text)
    await expect(answer).toBeVisible()
    const call = chat.log.getByRole('link', { name: visit.line.call })
    await expect(call).toHaveAttribute('href', visit.line.tel)

    // One tap away in the header for the rest of the conversation, by keyboard too.
    const help = chat.host.getByRole('button', { name: visit.help })
    await expect(help).toBeVisible()
    await help.focus()
    await page.keyboard.press('Enter')
    const panel = chat.host.getByRole('region', { name: visit.help })
    await expect(panel.getByRole('link', { name: visit.line.call })).toHaveAttribute('href', visit.line.tel)
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)

    const items = await chat.log.getByRole('listitem').count()
    await say(chat, visit.ordinary)
    // The request is answered with no reply: only the message itself is added, the offer stays under it.
    await page.waitForResponse((response) => response.url().endsWith('/api/chat'))
    await expect(chat.log.getByRole('listitem')).toHaveCount(items + 1)
    await expect(chat.log.getByRole('listitem').last().getByText(visit.offer)).toBeVisible()
    await expect(chat.log.getByText(/typing/)).toHaveCount(0)

    await page.reload()
    await expect(chatParts(page).host.getByRole('button', { name: visit.help })).toBeVisible()
  })
}
