import type { ReactNode, RefObject } from 'react'
import type { PersonaCard } from '../../core/persona.ts'
import type { Chat } from '../chat/chatTypes.ts'
import { Composer } from '../Composer/Composer.tsx'
import { Header, type HeaderProps } from '../Header/Header.tsx'
import { emitChatEvent } from '../lib/events.ts'
import { useStagedStart } from '../lib/stagedStart.ts'
import { MessageList } from '../MessageList/MessageList.tsx'
import * as styles from './ChatView.css.ts'

export interface ChatViewProps {
  chat: Chat
  persona: PersonaCard
  profileUrl?: string
  assetBase: string
  close?: HeaderProps['close']
  rootRef: RefObject<HTMLDivElement | null>
  /** The header's menu. */
  menu?: ReactNode
  /** Shown instead of the message input while the visitor has not passed the age gate. */
  gate?: ReactNode
}

/** The chat itself, the same in every mode: header, conversation and message input. */
export function ChatView(props: ChatViewProps) {
  const { chat, persona, profileUrl, assetBase, close, rootRef } = props
  const { state } = chat
  // Under the element, the chat's state is set up in one task and its header, log and input drawn in the next.
  const drawn = useStagedStart()
  return (
    <div ref={rootRef} className={styles.root} part="chat">
      {drawn && (
        <>
          <Header
            persona={persona}
            profileUrl={profileUrl}
            assetBase={assetBase}
            close={close}
            menu={props.menu}
          />
          <MessageList
            messages={state.messages}
            typing={state.status === 'waiting' || state.retrying}
            busy={state.status === 'restoring'}
            personaName={persona.name}
            greeting={persona.greeting}
            onSignupClick={(url) => emitChatEvent(rootRef.current, 'companion-chat:signup-click', { url })}
          />
          {props.gate ?? <Composer onSend={chat.send} closed={state.status === 'closed'} />}
        </>
      )}
    </div>
  )
}
