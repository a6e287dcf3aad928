import { expect, test } from '@playwright/test'
import { enServer } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { chatParts, say, US_ADDRESS, visitFrom, type ChatParts } from './chat.ts'

const REPLY = /^Reply \d+ 😘$/

async function deleteConversation(chat: ChatParts): Promise<void> {
  await chat.host.getByRole('button', { name: 'More options' }).click()
  await chat.host.getByRole('menuitem', { name: 'Delete conversation' }).click()
  const dialog = chat.host.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(chat.log.getByRole('listitem')).toHaveCount(1)
  await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
}

test('deleting a conversation erases its text but gives no new free replies, even after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await visitFrom(page, US_ADDRESS)
  const chat = chatParts(page)
  const replies = chat.log.getByText(REPLY)
  for (let turn = 1; turn <= 6; turn += 1) {
    await say(chat, `Message number ${turn}`)
    await expect(replies).toHaveCount(turn)
    await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
  }
  const offer = chat.log.getByRole('link', { name: enServer.signupLabel })
  await expect(offer).toBeVisible()

  await deleteConversation(chat)
  await expect(chat.log.getByText('Message number 1', { exact: true })).toHaveCount(0)
  await say(chat, 'A fresh start?')
  await expect(offer).toBeVisible()
  await expect(replies).toHaveCount(0)
  await expect(chat.log.getByText(/is typing/)).toHaveCount(0)

  // Deleting again and reloading still leaves the count with the visitor.
  await deleteConversation(chat)
  await page.reload()
  await expect(chat.log.getByText(defaultPersona.greeting)).toBeVisible()
  await say(chat, 'And now?')
  await expect(offer).toBeVisible()
  await expect(replies).toHaveCount(0)
})
