import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { RefObject } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import type { ChatRequest } from '../../core/protocol.ts'
import type { PersonaProfile } from '../../core/persona.ts'
import { errorText } from '../api/errorText.ts'
import { postChat } from '../api/postChat.ts'
import { postTranscript } from '../api/postTranscript.ts'
import { emitChatEvent } from '../lib/events.ts'
import { randomDelay } from '../lib/replyDelay.ts'
import type { ReplyDelay } from '../lib/replyDelay.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import { chatReducer, initialChatState } from './chatReducer.ts'
import type { ChatAction, ChatState } from './chatReducer.ts'

export interface ChatOptions {
  apiBase: string
  /** The chat's language: sent with every message, so the server's own texts come back in it. */
  locale: Locale
  /** Shown when a request fails without a text from the server. */
  failureText: string
  persona: PersonaProfile
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
}

export interface ChatAge {
  fields: Pick<ChatRequest, 'ageConfirmed' | 'ageToken'>
  onRequired: (code: AgeErrorCode) => void
}

export type AgeErrorCode = 'age_confirmation_required' | 'age_verification_required'

export interface Chat {
  state: ChatState
  send: (text: string) => void
  setOpen: (open: boolean) => void
  dispatch: (action: ChatAction) => void
}

/**
 * The conversation as the visitor sees it. The server owns the session, its transcript and the reply cap;
 * here we keep the session id, restore the transcript on load, send one message at a time so every
 * message joins the same session, and hold the typing indicator for at least the random reply delay.
 */
export function useChat(options: ChatOptions): Chat {
  const [savedId] = useState(() =>
    options.storageKey ? readStored('localStorage', options.storageKey) : null,
  )
  const [state, dispatch] = useReducer(chatReducer, undefined, () =>
    initialChatState({
      restoring: savedId !== null,
      open: options.initiallyOpen,
      greeting: options.persona.greeting,
    }),
  )
  const latest = useRef({ options, sessionId: state.sessionId })
  useEffect(() => {
    latest.current = { options, sessionId: state.sessionId }
  })

  useEffect(() => {
    if (savedId === null) return
    const controller = new AbortController()
    const { apiBase, persona, storageKey, locale } = latest.current.options
    void postTranscript(apiBase, { sessionId: savedId, locale }, controller.signal).then(
      ({ data, error }) => {
        if (controller.signal.aborted) return
        if (data) {
          const messages = data.messages.map((item) => ({
            id: 0,
            sender: item.from,
            text: item.text,
            time: Date.parse(item.at),
          }))
          return dispatch({ type: 'restored', sessionId: data.sessionId, messages, signup: data.signup })
        }
        const gone = error.status === 404
        if (gone && storageKey) writeStored('localStorage', storageKey, null)
        const greeting = {
          id: 0,
          sender: 'persona' as const,
          text: persona.greeting,
          time: Date.now(),
          greeting: true as const,
        }
        dispatch({ type: 'fresh', greeting, ...(gone ? {} : { sessionId: savedId }) })
      },
    )
    return () => controller.abort()
  }, [savedId])

  const head = state.status === 'waiting' ? state.queue[0] : undefined
  useEffect(() => {
    if (!head) return
    const controller = new AbortController()
    void exchange(head.text, latest.current, controller.signal).then((action) => {
      if (controller.signal.aborted) return
      dispatch(action)
      announce(latest.current.options, action)
    })
    return () => controller.abort()
  }, [head])

  useEffect(() => {
    const key = latest.current.options.storageKey
    if (key && state.sessionId) writeStored('localStorage', key, state.sessionId)
  }, [state.sessionId])

  const send = useCallback((text: string) => {
    dispatch({ type: 'send', text, at: Date.now() })
    emitChatEvent(latest.current.options.eventSource.current, 'companion-chat:message-sent', {
      length: text.length,
    })
  }, [])
  const setOpen = useCallback((open: boolean) => dispatch({ type: 'open', open }), [])

  return { state, send, setOpen, dispatch }
}

async function exchange(
  message: string,
  { options, sessionId }: { options: ChatOptions; sessionId?: string },
  signal: AbortSignal,
): Promise<ChatAction & { type: 'answered' | 'failed' | 'gated' }> {
  const request = {
    message,
    sessionId,
    persona: options.personaId,
    locale: options.locale,
    ...options.age?.fields,
  }
  const [{ data, error }] = await Promise.all([
    postChat(options.apiBase, request, signal),
    new Promise((resolve) => setTimeout(resolve, randomDelay(options.delay))),
  ])
  const at = Date.now()
  if (error?.code === 'age_confirmation_required' || error?.code === 'age_verification_required') {
    options.age?.onRequired(error.code)
    return { type: 'gated' }
  }
  if (error) return { type: 'failed', text: errorText(error, options.failureText), at }
  const { sessionId: id, reply, remaining, signup } = data
  return { type: 'answered', sessionId: id, reply: reply?.text, kind: reply?.kind, remaining, signup, at }
}

function announce(
  options: ChatOptions,
  action: ChatAction & { type: 'answered' | 'failed' | 'gated' },
): void {
  const target = options.eventSource.current
  if (action.type === 'gated') return
  if (action.type === 'failed') {
    emitChatEvent(target, 'companion-chat:reply', { kind: 'failed', length: action.text.length })
    return
  }
  if (action.reply !== undefined) {
    emitChatEvent(target, 'companion-chat:reply', {
      kind: action.kind ?? 'reply',
      length: action.reply.length,
      ...(action.remaining === undefined ? {} : { remaining: action.remaining }),
    })
  }
  if (action.signup) emitChatEvent(target, 'companion-chat:limit-reached', { url: action.signup.url })
}
