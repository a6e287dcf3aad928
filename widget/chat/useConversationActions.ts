import { useCallback, useEffect, useRef } from 'react'
import { loadExtras } from '../extras/loadExtras.ts'
import type { ConversationOptions } from '../extras/conversationActions.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import type { Chat } from './useChat.ts'

/**
 * The visitor's own data: download the conversation as text, or delete it on the server and start over. The
 * work is in the extras bundle (extras/conversationActions.ts), loaded when the menu first opens.
 */
export function useConversationActions(chat: Chat, options: ConversationOptions) {
  const texts = useTexts()
  const latest = useRef({ chat, options, texts })
  useEffect(() => {
    latest.current = { chat, options, texts }
  })
  const download = useCallback(async () => {
    const { chat, options, texts } = latest.current
    await (await loadExtras()).downloadConversation(chat, options, texts)
  }, [])
  /** True once the server has forgotten the conversation (or there was none); false when it could not be done. */
  const forget = useCallback(async (): Promise<boolean> => {
    const { chat, options } = latest.current
    const extras = await loadExtras().catch(() => undefined)
    return extras ? extras.forgetConversation(chat, options) : false
  }, [])
  return { download, forget }
}
