import { useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '../chat/messages.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import { useNow } from '../lib/useNow.ts'
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx'
import { TypingIndicator } from '../TypingIndicator/TypingIndicator.tsx'
import * as styles from './MessageList.css.ts'

const CLOCK_TICK_MS = 30_000

export interface MessageListProps {
  messages: readonly ChatMessage[]
  typing: boolean
  /** The saved conversation is still loading. */
  busy?: boolean
  personaName: string
  /** The greeting in the chat's current language, for the opening line. */
  greeting?: string
  onSignupClick: (url: string) => void
}

/** The conversation: a polite live log that keeps its newest line in view. */
export function MessageList(props: MessageListProps) {
  const { messages, typing, busy, personaName, onSignupClick } = props
  const texts = useTexts()
  const logRef = useRef<HTMLDivElement>(null)
  const now = useNow(CLOCK_TICK_MS)

  useLayoutEffect(() => {
    const log = logRef.current
    if (!log) return
    // Read in the next frame, which lays the log out anyway: read here, it would force a layout into the
    // render's task (docs/performance.md#the-content-site).
    const frame = requestAnimationFrame(() => {
      log.scrollTop = log.scrollHeight
    })
    return () => cancelAnimationFrame(frame)
  }, [messages, typing])

  return (
    <div
      ref={logRef}
      className={styles.log}
      part="log"
      role="log"
      aria-live="polite"
      aria-busy={busy || undefined}
      aria-label={texts.conversationLabel(personaName)}
      tabIndex={0}
    >
      {messages.length === 0 && !busy && <p className={styles.empty}>{texts.emptyState(personaName)}</p>}
      <ol className={styles.list}>
        {messages.map((message) =>
          message.sender === 'system' ? (
            <li
              key={message.id}
              className={message.divider ? styles.dividerLine : styles.systemLine}
              part="system-line"
            >
              {message.notice ? texts.aiNotice(personaName) : message.text}
            </li>
          ) : (
            <MessageBubble
              key={message.id}
              message={message}
              personaName={personaName}
              greeting={props.greeting}
              now={now}
              onSignupClick={onSignupClick}
            />
          ),
        )}
        {typing && (
          <li className={styles.typingRow}>
            <TypingIndicator personaName={personaName} />
          </li>
        )}
      </ol>
    </div>
  )
}
