import { useLayoutEffect, useRef } from 'react'
import { emptyStateText } from '../../core/constants.ts'
import type { ChatMessage } from '../chat/messages.ts'
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
  onSignupClick: (url: string) => void
}

/** The conversation: a polite live log that keeps its newest line in view. */
export function MessageList({ messages, typing, busy, personaName, onSignupClick }: MessageListProps) {
  const logRef = useRef<HTMLDivElement>(null)
  const now = useNow(CLOCK_TICK_MS)

  useLayoutEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages, typing])

  return (
    <div
      ref={logRef}
      className={styles.log}
      part="log"
      role="log"
      aria-live="polite"
      aria-busy={busy || undefined}
      aria-label={`Conversation with ${personaName}`}
      tabIndex={0}
    >
      {messages.length === 0 && !busy && <p className={styles.empty}>{emptyStateText(personaName)}</p>}
      <ol className={styles.list}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            personaName={personaName}
            now={now}
            onSignupClick={onSignupClick}
          />
        ))}
        {typing && (
          <li className={styles.typingRow}>
            <TypingIndicator personaName={personaName} />
          </li>
        )}
      </ol>
    </div>
  )
}
