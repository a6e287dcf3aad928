import type { Locale } from '../../core/i18n/locales.ts'
import type { PersonaCard } from '../../core/persona.ts'
import { postForget } from '../api/postForget.ts'
import { postTranscript } from '../api/postTranscript.ts'
import { greetingMessage } from '../chat/messages.ts'
import { transcriptFileName, transcriptText, type TranscriptLine } from '../chat/transcriptText.ts'
import type { Chat } from '../chat/chatTypes.ts'
import { readDeletedHandle, writeDeletedHandle } from '../chat/deletedHandle.ts'
import { emitChatEvent } from '../lib/events.ts'
import { saveTextFile } from '../lib/saveTextFile.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import type { WidgetTexts } from '../texts.ts'

export interface ConversationOptions {
  apiBase: string
  locale: Locale
  persona: PersonaCard
  /** Where the session id is kept (null: in memory only). */
  storageKey: string | null
  eventSource: { current: HTMLElement | null }
}

/** Saves the conversation as a text file: the server's transcript when there is a session, else what is shown. */
export async function downloadConversation(
  chat: Chat,
  options: ConversationOptions,
  texts: WidgetTexts,
): Promise<void> {
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
}

/** True once the server has forgotten the conversation (or there was none); false when it could not be asked. */
export async function forgetConversation(chat: Chat, options: ConversationOptions): Promise<boolean> {
  const sessionId = currentSession(chat, options)
  if (sessionId && (await postForget(options.apiBase, { sessionId })).error) return false
  const deleted = sessionId ?? chat.state.deleted ?? readDeletedHandle(options.storageKey)
  if (options.storageKey) writeStored('localStorage', options.storageKey, null)
  writeDeletedHandle(options.storageKey, deleted ?? null)
  chat.dispatch({ type: 'forgotten', greeting: greetingMessage(options.persona.greeting), deleted })
  emitChatEvent(options.eventSource.current, 'companion-chat:forget', {})
  return true
}

/** The session in play, or the saved one while it is still being restored. */
function currentSession(chat: Chat, options: ConversationOptions): string | null {
  return chat.state.sessionId ?? (options.storageKey && readStored('localStorage', options.storageKey))
}
