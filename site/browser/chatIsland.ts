import { registerCompanionChat } from '../../widget/register.ts'
import { keepChatInView } from './keepChatInView.ts'

/** The chat's code, loaded only by pages that show it: the element, and its fit to a phone's screen. */
export function startChat(chat: Element): void {
  registerCompanionChat()
  if (chat.parentElement) keepChatInView(chat.parentElement, chat)
}
