import { expect, type Locator, type Page } from '@playwright/test'

export const US_ADDRESS = '8.8.8.8'
export const RU_ADDRESS = '77.88.8.8'

export const WIDGET_ORIGIN = 'http://127.0.0.1:4173'

/**
 * The proxy trusts one hop, so X-Forwarded-For chooses the country the visitor appears to be in. The
 * header is added below the page (page.setExtraHTTPHeaders would make it part of the cross-origin
 * request, which the API's CORS preflight rightly does not allow).
 */
export async function visitFrom(page: Page, address: string, path = '/'): Promise<void> {
  await page.route(`${WIDGET_ORIGIN}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  await page.goto(path)
}

/** The parts of one <companion-chat>, found through its open shadow root. */
export function chatParts(page: Page, selector = 'companion-chat') {
  const host = page.locator(selector)
  return {
    host,
    log: host.getByRole('log'),
    input: host.getByRole('textbox', { name: 'Message' }),
    send: host.getByRole('button', { name: 'Send' }),
  }
}

export type ChatParts = ReturnType<typeof chatParts>

export async function say(chat: ChatParts, text: string): Promise<void> {
  await chat.input.fill(text)
  await chat.input.press('Enter')
  await expect(chat.log.getByText(text, { exact: true })).toBeVisible()
}

/** Waits until the persona has answered: a reply line is shown and the typing indicator is gone. */
export async function expectReply(chat: ChatParts, text: string | RegExp): Promise<Locator> {
  const reply = chat.log.getByText(text, { exact: true })
  await expect(reply).toBeVisible()
  await expect(chat.log.getByText(/is typing/)).toHaveCount(0)
  return reply
}
