import type { Page } from '@playwright/test'
import { chatParts } from './chat.ts'

/** The parts of a bubble or popup chat on a partner page, found through its open shadow root. */
export function bubbleParts(page: Page) {
  const chat = chatParts(page)
  return {
    ...chat,
    launcher: chat.host.getByRole('button', { name: /^Chat with Mia/ }),
    panel: chat.host.getByRole('dialog', { name: 'Chat with Mia' }),
    close: chat.host.getByRole('button', { name: 'Close chat' }),
    unread: chat.host.locator('[part="unread"]'),
    status: chat.host.getByRole('status'),
  }
}

/** The element the page's focus is in, looked up through open shadow roots. */
export function focusedPart(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : 'none'
  })
}
