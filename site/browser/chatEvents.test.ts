import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitChatEvent } from '../../widget/lib/events.ts'
import { reportChatEvents } from './chatEvents.ts'

afterEach(() => {
  Reflect.deleteProperty(window, '__analytics')
  document.body.replaceChildren()
})

describe('reportChatEvents', () => {
  it('reports message sent, sign-up offer reached and sign-up clicked from inside the chat’s shadow root', () => {
    const hook = vi.fn()
    Object.assign(window, { __analytics: hook })
    // Detached, so listeners other files left on this worker's document hear nothing.
    const page = document.createElement('main')
    // A stand-in host: the real element may already be defined by another file in this test worker.
    const host = page.appendChild(document.createElement('section'))
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'))
    reportChatEvents(page)
    emitChatEvent(inner, 'companion-chat:message-sent', { length: 12 })
    emitChatEvent(inner, 'companion-chat:reply', { kind: 'reply', length: 5 })
    emitChatEvent(inner, 'companion-chat:limit-reached', { url: '/go/signup/x' })
    emitChatEvent(inner, 'companion-chat:signup-click', { url: '/go/signup/x' })
    expect(hook.mock.calls).toEqual([
      ['event', 'chat_message_sent'],
      ['event', 'chat_signup_offer'],
      ['event', 'chat_signup_click'],
    ])
  })

  it('reports a message sent after the sign-up offer apart from chat, marked afterOffer', () => {
    const hook = vi.fn()
    Object.assign(window, { __analytics: hook })
    const page = document.createElement('main')
    reportChatEvents(page)
    emitChatEvent(page, 'companion-chat:message-sent', { length: 3, afterOffer: true })
    expect(hook.mock.calls).toEqual([['event', 'chat_message_after_offer', { afterOffer: true }]])
  })
})
