import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './messages.ts'
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chatReducer.ts'

const GREETING = 'Hey there!'
const OFFER = { text: 'To continue chatting with Mia:', label: 'Create a Free Account', url: '/go' }
const persona = (text: string, time = 1): ChatMessage => ({ id: 0, sender: 'persona', text, time })
const visitor = (text: string, time = 1): ChatMessage => ({ id: 0, sender: 'visitor', text, time })

function run(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state)
}

const fresh = () => initialChatState({ restoring: false, open: true, greeting: GREETING })
const restoring = () => initialChatState({ restoring: true, open: true, greeting: GREETING })
const texts = (state: ChatState) => state.messages.map((message) => `${message.sender}:${message.text}`)

describe('chatReducer', () => {
  it('starts idle with the greeting, or restoring with nothing shown', () => {
    expect(fresh()).toMatchObject({ status: 'idle', queue: [] })
    expect(texts(fresh())).toEqual([`persona:${GREETING}`])
    expect(restoring()).toMatchObject({ status: 'restoring', messages: [] })
  })

  it('queues messages one at a time and settles each answer in order', () => {
    let state = run(fresh(), { type: 'send', text: 'one', at: 2 }, { type: 'send', text: 'two', at: 3 })
    expect(state.status).toBe('waiting')
    expect(state.queue.map((item) => item.text)).toEqual(['one', 'two'])
    state = run(state, { type: 'answered', sessionId: 's1', reply: 'R1', signup: null, at: 4 })
    expect(state).toMatchObject({ status: 'waiting', sessionId: 's1' })
    expect(state.queue.map((item) => item.text)).toEqual(['two'])
    state = run(state, { type: 'failed', text: 'Oops', at: 5 })
    expect(state.status).toBe('idle')
    expect(texts(state)).toEqual([
      `persona:${GREETING}`,
      'visitor:one',
      'visitor:two',
      'persona:R1',
      'persona:Oops',
    ])
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(5)
  })

  it('closes on the offer: queued messages are dropped, later ones are shown and sent, the offer stays under them', () => {
    let state = run(
      fresh(),
      { type: 'send', text: 'one', at: 2 },
      { type: 'send', text: 'two', at: 3 },
      { type: 'answered', sessionId: 's1', reply: 'last', signup: OFFER, at: 4 },
    )
    expect(state).toMatchObject({ status: 'closed', queue: [] })
    expect(state.messages.at(-1)).toMatchObject({ text: OFFER.text, signup: OFFER })
    state = run(state, { type: 'send', text: 'three', at: 5 })
    // Still sent (a crisis answer may come back), but no typing indicator: the status stays closed.
    expect(state.status).toBe('closed')
    expect(state.queue.map((item) => item.text)).toEqual(['three'])
    expect(texts(state).slice(-2)).toEqual(['visitor:three', `persona:${OFFER.text}`])
    state = run(state, { type: 'send', text: 'four', at: 6 })
    expect(texts(state).slice(-3)).toEqual(['visitor:three', 'visitor:four', `persona:${OFFER.text}`])
    // The server's answer to an ordinary message after the offer: no reply, the offer again.
    state = run(state, { type: 'answered', sessionId: 's1', reply: undefined, signup: OFFER, at: 7 })
    expect(state).toMatchObject({ status: 'closed' })
    expect(state.queue.map((item) => item.text)).toEqual(['four'])
    expect(texts(state).slice(-3)).toEqual(['visitor:three', 'visitor:four', `persona:${OFFER.text}`])
    expect(state.messages.filter((item) => item.signup)).toHaveLength(1)
    expect(new Set(state.messages.map((item) => item.id)).size).toBe(state.messages.length)
  })

  it('shows a crisis answer after the offer, marked so its helpline can be drawn as links', () => {
    let state = run(
      fresh(),
      { type: 'send', text: 'one', at: 2 },
      { type: 'answered', sessionId: 's1', reply: 'last', signup: OFFER, at: 3 },
      { type: 'send', text: 'I want to end it', at: 4 },
      { type: 'answered', sessionId: 's1', reply: 'Call 988.', kind: 'crisis', signup: null, at: 5 },
    )
    expect(state).toMatchObject({ status: 'closed', queue: [] })
    expect(texts(state).slice(-3)).toEqual([
      'visitor:I want to end it',
      `persona:${OFFER.text}`,
      'persona:Call 988.',
    ])
    expect(state.messages.at(-1)).toMatchObject({ crisis: true })
    expect(state.messages.filter((item) => item.crisis)).toHaveLength(1)
    state = run(state, { type: 'send', text: 'hi', at: 6 })
    state = run(state, {
      type: 'answered',
      sessionId: 's1',
      reply: 'Reply',
      kind: 'reply',
      signup: null,
      at: 7,
    })
    expect(state.messages.at(-1)).not.toHaveProperty('crisis')
  })

  it('restores the saved transcript with its times, and the offer when the cap was reached', () => {
    const saved = [persona(GREETING, 10), visitor('hi', 20), persona('hello you', 30)]
    const state = run(restoring(), { type: 'restored', sessionId: 's1', messages: saved, signup: OFFER })
    expect(state).toMatchObject({ status: 'closed', sessionId: 's1', unread: 0 })
    expect(texts(state)).toEqual([
      `persona:${GREETING}`,
      'visitor:hi',
      'persona:hello you',
      `persona:${OFFER.text}`,
    ])
    expect(state.messages.map((message) => message.time)).toEqual([10, 20, 30, 30])
  })

  it('keeps what the visitor typed while restoring and sends it afterwards', () => {
    let state = run(restoring(), { type: 'send', text: 'early', at: 5 })
    expect(state).toMatchObject({ status: 'restoring', queue: [{ text: 'early' }] })
    state = run(state, { type: 'restored', sessionId: 's1', messages: [persona(GREETING)], signup: null })
    expect(state.status).toBe('waiting')
    expect(texts(state)).toEqual([`persona:${GREETING}`, 'visitor:early'])
  })

  it('starts over with the greeting when there is nothing to restore', () => {
    const state = run(restoring(), { type: 'fresh', greeting: persona(GREETING) })
    expect(state).toMatchObject({ status: 'idle', sessionId: undefined })
    expect(texts(state)).toEqual([`persona:${GREETING}`])
    expect(run(state, { type: 'fresh', greeting: persona('again') })).toBe(state)
  })

  it('counts replies that arrive while the panel is shut, and clears them on opening', () => {
    let state = run(
      initialChatState({ restoring: false, open: false, greeting: GREETING }),
      { type: 'send', text: 'one', at: 2 },
      { type: 'answered', sessionId: 's1', reply: 'R1', signup: null, at: 3 },
      { type: 'send', text: 'two', at: 4 },
      { type: 'answered', sessionId: 's1', reply: 'R2', signup: null, at: 5 },
    )
    expect(state).toMatchObject({ open: false, unread: 2, unreadText: 'R2' })
    state = run(state, { type: 'open', open: true })
    expect(state).toMatchObject({ open: true, unread: 0, unreadText: '' })
    state = run(
      state,
      { type: 'send', text: 'three', at: 6 },
      { type: 'answered', sessionId: 's1', reply: 'R3', signup: null, at: 7 },
    )
    expect(state.unread).toBe(0)
  })
})
