import { nextTask } from '../../widget/lib/nextTask.ts'
import { registerCompanionChat } from '../../widget/register.ts'
import { prepareStyles } from '../../widget/styles/styleRegistry.ts'
import { keepChatInView } from './keepChatInView.ts'
import { followVisitorLanguage } from './visitorLanguage.ts'

/**
 * The chat's code, loaded only by pages that show it: the element, its language and its fit to a phone's
 * screen. Each step has a task of its own after the one that evaluated this module (the chat's styles, the
 * element and its first render, then the fit, which only matters once the visitor types), so that none
 * holds up the page for long (docs/performance.md#the-content-site).
 */
export function startChat(chat: Element): void {
  followVisitorLanguage(chat)
  void (async () => {
    await nextTask()
    prepareStyles()
    await nextTask()
    registerCompanionChat()
    await nextTask()
    if (chat.parentElement) keepChatInView(chat.parentElement, chat)
  })()
}
