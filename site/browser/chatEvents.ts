import type { CompanionChatEventName } from '../../widget/lib/events.ts'
import { trackEvent, type SiteEvent } from './analytics.ts'

/** The chat's events that reach analytics, and the name each is recorded under. */
const reported: Partial<Record<CompanionChatEventName, SiteEvent>> = {
  'companion-chat:message-sent': 'chat_message_sent',
  'companion-chat:limit-reached': 'chat_signup_offer',
  'companion-chat:signup-click': 'chat_signup_click',
}

/**
 * Forwards the chat's events (they bubble out of its shadow root) from any `<companion-chat>` on the page.
 * A message typed after the sign-up offer gets no reply and never reaches the server, whose funnel counts
 * only answered turns, so it is reported apart (`chat_message_after_offer`, `afterOffer: true`), not as chat.
 */
export function reportChatEvents(target: EventTarget = document): void {
  for (const [event, name] of Object.entries(reported)) {
    target.addEventListener(event, (happened) => {
      if (name === 'chat_message_sent' && afterOffer(happened))
        return trackEvent('chat_message_after_offer', { afterOffer: true })
      trackEvent(name)
    })
  }
}

function afterOffer(event: Event): boolean {
  return (
    event instanceof CustomEvent && (event.detail as { afterOffer?: unknown } | null)?.afterOffer === true
  )
}
