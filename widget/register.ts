import { createCompanionChatElement } from './CompanionChatElement/CompanionChatElement.ts'

export const ELEMENT_NAME = 'companion-chat'

/** Defines `<companion-chat>`. Safe to call more than once, and a no-op outside a browser. */
export function registerCompanionChat(): void {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') return
  if (customElements.get(ELEMENT_NAME)) return
  customElements.define(ELEMENT_NAME, createCompanionChatElement())
}
