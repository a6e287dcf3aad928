import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { loadExtras } from '../extras/loadExtras.ts'
import { emitChatEvent } from '../lib/events.ts'
import { pendingKey } from '../lib/pendingMessage.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import { chatReducer, initialChatState } from './chatReducer.ts'
import type { Chat, ChatOptions, Outcome } from './chatTypes.ts'
import { greetingMessage } from './messages.ts'
import { exchange } from './exchange.ts'
import { startAfresh } from './restore.ts'

/**
 * The conversation as the visitor sees it. The server owns the session, its transcript and the reply cap;
 * here we keep the session id, restore the transcript on load (and when another tab changes it), send one
 * message at a time so every message joins the same session, and hold the typing indicator for at least
 * the random reply delay.
 */
export function useChat(options: ChatOptions): Chat {
  // `sync`: this tab shows the conversation and catches up with what another tab added to it.
  const [target, setTarget] = useState<{ id: string; sync?: true } | null>(() => {
    const id = options.storageKey ? readStored('localStorage', options.storageKey) : null
    return id === null ? null : { id }
  })
  const [state, dispatch] = useReducer(chatReducer, undefined, () =>
    initialChatState({
      restoring: target !== null,
      open: options.initiallyOpen,
      greeting: options.persona.greeting,
    }),
  )
  const latest = useRef({ options, state })
  useEffect(() => {
    latest.current = { options, state }
  })

  useEffect(() => {
    if (target === null) return
    const controller = new AbortController()
    const { signal } = controller
    // Reading a saved conversation comes with the extras: a first visit has none to read.
    loadExtras().then(
      (extras) => {
        if (!signal.aborted)
          void extras.restore(target.id, latest.current.options, signal, dispatch, target.sync)
      },
      () => {
        if (!signal.aborted && !target.sync) startAfresh(latest.current.options, dispatch)
      },
    )
    return () => controller.abort()
  }, [target])

  const key = options.storageKey
  useEffect(() => {
    if (!key) return
    const adopt = (event: StorageEvent): void => {
      const current = latest.current.state
      // Another tab of this conversation got its answer (its message is no longer pending): read what it added.
      if (event.key === pendingKey(key)) {
        if (!event.newValue && current.sessionId) setTarget({ id: current.sessionId, sync: true })
        return
      }
      if (event.key !== key || event.newValue === (current.sessionId ?? null)) return
      // A message in flight here finishes first; its answer then saves this tab's id for the others.
      if (current.status === 'waiting') return
      dispatch({ type: 'adopt' })
      if (event.newValue !== null) return setTarget({ id: event.newValue })
      dispatch({ type: 'fresh', greeting: greetingMessage(latest.current.options.persona.greeting) })
    }
    addEventListener('storage', adopt)
    return () => removeEventListener('storage', adopt)
  }, [key])

  const head = state.status === 'waiting' || state.status === 'closed' ? state.queue[0] : undefined
  useEffect(() => {
    if (!head) return
    const controller = new AbortController()
    const { options: current, state: known } = latest.current
    void exchange(head, current, known, controller.signal).then((action) => {
      if (controller.signal.aborted) return
      dispatch(action)
      announce(latest.current.options, action)
    })
    return () => controller.abort()
  }, [head])

  // A message the age gate held goes again, once, when the gate is passed (a declaration or a new token).
  const passed = options.age?.open
  useEffect(() => {
    if (passed) dispatch({ type: 'passed' })
  }, [passed, state.status])

  useEffect(() => {
    if (key && state.sessionId) writeStored('localStorage', key, state.sessionId)
  }, [key, state.sessionId])

  const send = useCallback((text: string) => {
    const afterOffer = latest.current.state.status === 'closed'
    dispatch({ type: 'send', text, at: Date.now() })
    emitChatEvent(latest.current.options.eventSource.current, 'companion-chat:message-sent', {
      length: text.length,
      ...(afterOffer ? { afterOffer } : {}),
    })
  }, [])
  const setOpen = useCallback((open: boolean) => dispatch({ type: 'open', open }), [])

  return { state, send, setOpen, dispatch }
}

function announce(options: ChatOptions, action: Outcome): void {
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
