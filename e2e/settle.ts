import type { Page } from '@playwright/test'

/**
 * Before asserting that a page sent nothing more: makes one request of its own to `origin` and waits for it.
 * The test hears of requests in the order the page starts them, so once that one is back, any request the page
 * started before it is known.
 */
export async function settle(page: Page, origin: string): Promise<void> {
  await page.evaluate(
    (url) =>
      fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(
        () => undefined,
        () => undefined,
      ),
    `${origin}/healthz`,
  )
}
