import { registerCompanionChat } from '../../widget/register.ts'
import { keepChatInView } from './keepChatInView.ts'
import { followVisitorLanguage } from './visitorLanguage.ts'

/**
 * The chat's code, loaded only by pages that show it: the element, its language and its fit to a phone's
 * screen. The element is defined in a task of its own, after the one that evaluated this module, so that
 * neither holds up the page for long.
 */
export function startChat(chat: Element): void {
  followVisitorLanguage(chat)
  setTimeout(() => {
    registerCompanionChat()
    if (chat.parentElement) keepChatInView(chat.parentElement, chat)
  })
}
