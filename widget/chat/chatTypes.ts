import type { RefObject } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import type { ChatRequest } from '../../core/protocol.ts'
import type { PersonaCard } from '../../core/persona.ts'
import type { ErrorTexts } from '../api/errorText.ts'
import type { ReplyDelay } from '../lib/replyDelay.ts'
import type { ChatAction, ChatState } from './chatReducer.ts'

// The chat's shared types live here rather than beside useChat, so the lazily loaded parts that use them
// import no runtime module back into the chat.

export interface ChatOptions {
  apiBase: string
  /** The chat's language: sent with every message, so the server's own texts come back in it. */
  locale: Locale
  /** The persona's words for failures and limits, and the line that parts an ended conversation. */
  texts: ErrorTexts & { conversationEnded: string }
  persona: PersonaCard
  /** Sent to the server only when the page chose a persona. */
  personaId: string | undefined
  delay: ReplyDelay
  /** Where the session id is kept in localStorage; null keeps it in memory only. */
  storageKey: string | null
  /** Whether the panel starts open (always true inline). */
  initiallyOpen: boolean
  /** Where host events are dispatched from (they bubble out of the shadow root). */
  eventSource: RefObject<HTMLElement | null>
  /** The age gate: what every chat request carries, and who hears when the server asks for it. */
  age?: ChatAge
  /**
   * The greeting variant the server offered (GET /api/widget-config) and shown as the greeting: sent with
   * the message that starts a conversation, then let go from localStorage (`key`), the server keeping it.
   * `id` '' when no config came and the visitor saw the persona's own greeting.
   */
  variant?: { id: string; key: string } | undefined
  /** The partner's sub-IDs (`sub1`…`sub5` attributes), sent with every message. */
  subIds?: Record<string, string | undefined>
}

export interface ChatAge {
  fields: Pick<ChatRequest, 'ageConfirmed' | 'ageToken'>
  /** The visitor may write: the gate is off or passed. */
  open: boolean
  onRequired: (code: AgeErrorCode) => void
}

export type AgeErrorCode = 'age_confirmation_required' | 'age_verification_required'

export interface Chat {
  state: ChatState
  send: (text: string) => void
  setOpen: (open: boolean) => void
  dispatch: (action: ChatAction) => void
}

/** How an exchange with the server ended, as the reducer hears it. */
export type Outcome = ChatAction & { type: 'answered' | 'failed' | 'gated' }
