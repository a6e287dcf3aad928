import { useCallback, useEffect, useMemo } from 'react'
import { noticeDue, readNoticeShown, writeNoticeShown, type NoticeMoment } from './aiNotice.ts'
import type { Chat } from './chatTypes.ts'

/**
 * Adds the AI notice line to the log when it is due: once the chat is in view with its conversation loaded,
 * and before a visitor message that goes on three hours after the last one. `storageKey` keeps the time.
 */
export function useAiNotice(chat: Chat, text: string, storageKey: string): Chat {
  const { dispatch, send: sendMessage } = chat
  const shown = chat.state.open && chat.state.status !== 'restoring'
  const showIfDue = useCallback(
    (moment: NoticeMoment) => {
      const now = Date.now()
      if (!noticeDue(readNoticeShown(storageKey), now, moment)) return
      writeNoticeShown(storageKey, now)
      dispatch({ type: 'notice', text, at: now })
    },
    [dispatch, text, storageKey],
  )
  useEffect(() => {
    if (shown) showIfDue('start')
  }, [shown, showIfDue])
  const send = useCallback(
    (message: string) => {
      showIfDue('continue')
      sendMessage(message)
    },
    [showIfDue, sendMessage],
  )
  return useMemo(() => ({ ...chat, send }), [chat, send])
}
