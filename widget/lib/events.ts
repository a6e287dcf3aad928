/** Events the widget dispatches on its host element; they bubble and cross the shadow boundary. */
export interface CompanionChatEventMap {
  /** `afterOffer`: sent after the sign-up offer, so shown but never answered or sent to the server. */
  'companion-chat:message-sent': { length: number; afterOffer?: true }
  'companion-chat:reply': {
    kind: 'reply' | 'refused' | 'failed' | 'empty' | 'crisis'
    length: number
    remaining?: number
  }
  'companion-chat:limit-reached': { url: string }
  'companion-chat:signup-click': { url: string }
  /** The bubble's panel or the popup was opened or closed (by the visitor or by script). */
  'companion-chat:open': Record<string, never>
  'companion-chat:close': Record<string, never>
  /** The visitor deleted the conversation; the chat starts over with the greeting. */
  'companion-chat:forget': Record<string, never>
}

export type CompanionChatEventName = keyof CompanionChatEventMap

export function emitChatEvent<Name extends CompanionChatEventName>(
  target: EventTarget | null,
  name: Name,
  detail: CompanionChatEventMap[Name],
): void {
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
