import { useCallback, useEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import type { PersonaProfile } from '../../core/persona.ts'
import type { ChatResponse } from '../../core/protocol.ts'
import { errorText } from '../api/errorText.ts'
import { postChat } from '../api/postChat.ts'
import { emitChatEvent } from '../lib/events.ts'
import type { CompanionChatEventMap, CompanionChatEventName } from '../lib/events.ts'
import { randomDelay } from '../lib/replyDelay.ts'
import type { ReplyDelay } from '../lib/replyDelay.ts'
import { createMessage } from './messages.ts'
import type { ChatMessage } from './messages.ts'

export interface ChatOptions {
  apiBase: string
  persona: PersonaProfile
  /** Sent to the server only when the page chose a persona. */
  personaId: string | undefined
  delay: ReplyDelay
  /** Where host events are dispatched from (they bubble out of the shadow root). */
  eventSource: RefObject<HTMLElement | null>
}

export interface Chat {
  messages: readonly ChatMessage[]
  typing: boolean
  send: (text: string) => void
}

/**
 * The conversation as the visitor sees it. The server owns the session and the reply cap; here we keep
 * its session id (in memory only: a reload starts over), send one request at a time so every message
 * joins the same session, and hold the typing indicator for at least the random reply delay.
 */
export function useChat(options: ChatOptions): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    createMessage('persona', options.persona.greeting),
  ])
  const [pending, setPending] = useState(0)
  const latest = useRef(options)
  const session = useRef<SessionState>({ closed: false, queue: Promise.resolve() })
  const lifetime = useRef<AbortController>(null)

  useEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => controller.abort()
  }, [])

  const send = useCallback((text: string) => {
    const append = (message: ChatMessage): void => setMessages((list) => [...list, message])
    const emit: Emit = (name, detail) => emitChatEvent(latest.current.eventSource.current, name, detail)
    append(createMessage('visitor', text))
    emit('companion-chat:message-sent', { length: text.length })
    const state = session.current
    if (state.closed) return
    setPending((count) => count + 1)
    state.queue = state.queue
      .then(() => exchange(text, state, latest.current, lifetime.current?.signal, append, emit))
      .finally(() => setPending((count) => count - 1))
  }, [])

  return { messages, typing: pending > 0, send }
}

interface SessionState {
  sessionId?: string
  /** The sign-up offer has been shown: later messages get no reply and no request. */
  closed: boolean
  queue: Promise<void>
}

type Emit = <Name extends CompanionChatEventName>(name: Name, detail: CompanionChatEventMap[Name]) => void

async function exchange(
  message: string,
  state: SessionState,
  options: ChatOptions,
  signal: AbortSignal | undefined,
  append: (message: ChatMessage) => void,
  emit: Emit,
): Promise<void> {
  if (state.closed) return
  const request = { message, sessionId: state.sessionId, persona: options.personaId }
  const [result] = await Promise.all([
    postChat(options.apiBase, request, signal),
    wait(randomDelay(options.delay)),
  ])
  if (signal?.aborted) return
  if (result.error) {
    const text = errorText(result.error)
    append(createMessage('persona', text))
    emit('companion-chat:reply', { kind: 'failed', length: text.length })
    return
  }
  showAnswer(result.data, state, append, emit)
}

function showAnswer(
  data: ChatResponse,
  state: SessionState,
  append: (message: ChatMessage) => void,
  emit: Emit,
) {
  state.sessionId = data.sessionId
  if (data.reply) {
    append(createMessage('persona', data.reply.text))
    emit('companion-chat:reply', {
      kind: data.reply.kind ?? 'reply',
      length: data.reply.text.length,
      ...(data.remaining === undefined ? {} : { remaining: data.remaining }),
    })
  }
  if (data.signup && !state.closed) {
    state.closed = true
    append(createMessage('persona', data.signup.text, data.signup))
    emit('companion-chat:limit-reached', { url: data.signup.url })
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
