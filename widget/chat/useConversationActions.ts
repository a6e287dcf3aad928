import { useCallback, useEffect, useRef } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import type { PersonaProfile } from '../../core/persona.ts'
import { postForget } from '../api/postForget.ts'
import { postTranscript } from '../api/postTranscript.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import { emitChatEvent } from '../lib/events.ts'
import { saveTextFile } from '../lib/saveTextFile.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import { greetingMessage } from './messages.ts'
import { transcriptFileName, transcriptText, type TranscriptLine } from './transcriptText.ts'
import type { Chat } from './useChat.ts'

export interface ConversationOptions {
  apiBase: string
  locale: Locale
  persona: PersonaProfile
  /** Where the session id is kept (null: in memory only). */
  storageKey: string | null
  eventSource: { current: HTMLElement | null }
}

/** The visitor's own data: download the conversation as text, or delete it on the server and start over. */
export function useConversationActions(chat: Chat, options: ConversationOptions) {
  const texts = useTexts()
  const latest = useRef({ chat, options, texts })
  useEffect(() => {
    latest.current = { chat, options, texts }
  })

  const download = useCallback(async () => {
    const { chat, options, texts } = latest.current
    const sessionId = currentSession(chat, options)
    let lines: TranscriptLine[] = chat.state.messages.flatMap((message) =>
      message.sender === 'system' ? [] : [{ from: message.sender, text: message.text, time: message.time }],
    )
    if (sessionId) {
      const { data } = await postTranscript(options.apiBase, { sessionId, locale: options.locale })
      if (data) lines = data.messages.map((item) => ({ ...item, time: Date.parse(item.at) }))
    }
    const name = options.persona.name
    const words = {
      locale: options.locale,
      title: texts.conversationLabel(name),
      personaName: name,
      you: texts.you,
    }
    saveTextFile(
      transcriptFileName(options.persona.id, lines[0]?.time ?? Date.now()),
      transcriptText(lines, words),
    )
  }, [])

  /** True once the server has forgotten the conversation (or there was none); false when it could not be asked. */
  const forget = useCallback(async (): Promise<boolean> => {
    const { chat, options } = latest.current
    const sessionId = currentSession(chat, options)
    if (sessionId && (await postForget(options.apiBase, { sessionId })).error) return false
    if (options.storageKey) writeStored('localStorage', options.storageKey, null)
    chat.dispatch({ type: 'forgotten', greeting: greetingMessage(options.persona.greeting) })
    emitChatEvent(options.eventSource.current, 'companion-chat:forget', {})
    return true
  }, [])

  return { download, forget }
}

/** The session in play, or the saved one while it is still being restored. */
function currentSession(chat: Chat, options: ConversationOptions): string | null {
  return chat.state.sessionId ?? (options.storageKey && readStored('localStorage', options.storageKey))
}
