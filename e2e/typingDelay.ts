import type { BrowserContext } from '@playwright/test'

/**
 * Gives every `<companion-chat>` in the context `reply-delay="0"` before the chat starts, for tests that need the
 * reply but not the 3–6 s typing delay the site keeps. The delay itself stays under test where it matters
 * (nothingLost's reload during the delay, conversationPersists) and in the widget's unit tests.
 */
export async function withoutTypingDelay(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const quicken = (root: ParentNode) => {
      for (const chat of root.querySelectorAll('companion-chat:not([reply-delay])'))
        chat.setAttribute('reply-delay', '0')
    }
    new MutationObserver(() => quicken(document)).observe(document, { childList: true, subtree: true })
  })
}
