import { useCallback, useMemo, useRef } from 'react'
import { findPersona } from '../../core/persona.ts'
import { useChat } from '../chat/useChat.ts'
import { Composer } from '../Composer/Composer.tsx'
import { Header } from '../Header/Header.tsx'
import { defaultApiBase, trimSlash } from '../lib/apiBase.ts'
import { emitChatEvent } from '../lib/events.ts'
import { parseReplyDelay } from '../lib/replyDelay.ts'
import type { ReplyDelay } from '../lib/replyDelay.ts'
import { MessageList } from '../MessageList/MessageList.tsx'
import * as styles from './CompanionChat.css.ts'

export interface CompanionChatProps {
  /** Origin of the chat API (default: where the widget script came from, or this page's origin). */
  apiBase?: string
  /** Persona id (default: the product's default persona). */
  persona?: string
  /** The persona's profile page (default: `/bio` on the API's origin). */
  profileUrl?: string
  /** Minimum typing time in ms: "min-max", a single number, or "0" (default 3000–6000). */
  replyDelay?: string | ReplyDelay
}

/** The chat with a companion persona: header, conversation and message input. */
export function CompanionChat({ apiBase, persona, profileUrl, replyDelay }: CompanionChatProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const base = trimSlash(apiBase ?? defaultApiBase())
  const profile = findPersona(persona)
  const delay = useMemo(() => parseReplyDelay(replyDelay), [replyDelay])
  const { messages, typing, send } = useChat({
    apiBase: base,
    persona: profile,
    personaId: persona,
    delay,
    eventSource: rootRef,
  })
  const onSignupClick = useCallback(
    (url: string) => emitChatEvent(rootRef.current, 'companion-chat:signup-click', { url }),
    [],
  )

  return (
    <div ref={rootRef} className={styles.root} part="chat">
      <Header persona={profile} profileUrl={profileUrl || `${base}/bio`} assetBase={base} />
      <MessageList
        messages={messages}
        typing={typing}
        personaName={profile.name}
        onSignupClick={onSignupClick}
      />
      <Composer onSend={send} />
    </div>
  )
}
