import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './messages.ts'
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chatReducer.ts'

const GREETING = 'Hey there!'
const persona = (text: string, time = 1): ChatMessage => ({ id: 0, sender: 'persona', text, time })
const visitor = (text: string, time = 1): ChatMessage => ({ id: 0, sender: 'visitor', text, time })
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state)
const fresh = () => initialChatState({ restoring: false, open: true, greeting: GREETING })
const restoring = () => initialChatState({ restoring: true, open: true, greeting: GREETING })
const texts = (state: ChatState) => state.messages.map((message) => `${message.sender}:${message.text}`)
const saved = [persona(GREETING), visitor('hi'), persona('hello you')]

describe('chatReducer across reloads, tabs and expiry', () => {
  it('shows a message still being answered at the end, waiting for it, and queues what is typed meanwhile', () => {
    let state = run(restoring(), {
      type: 'restored',
      sessionId: 's1',
      messages: saved,
      signup: null,
      remaining: 5,
      inFlight: { text: 'are you there?', remaining: 5 },
    })
    expect(state).toMatchObject({ status: 'waiting', remaining: 5 })
    expect(texts(state).at(-1)).toBe('visitor:are you there?')
    expect(state.queue).toEqual([{ id: 4, text: 'are you there?', resume: { remaining: 5 } }])
    state = run(state, { type: 'send', text: 'hello?', at: 9 })
    expect(state.queue.map((item) => item.text)).toEqual(['are you there?', 'hello?'])
    state = run(state, {
      type: 'answered',
      sessionId: 's1',
      reply: 'yes!',
      remaining: 4,
      signup: null,
      at: 10,
    })
    expect(state).toMatchObject({ status: 'waiting', remaining: 4, queue: [{ text: 'hello?' }] })
    expect(texts(state).slice(-3)).toEqual(['visitor:are you there?', 'visitor:hello?', 'persona:yes!'])
  })

  it('marks a transcript read that is tried again, until the conversation is shown', () => {
    let state = run(restoring(), { type: 'retrying' })
    expect(state).toMatchObject({ status: 'restoring', retrying: true })
    state = run(state, { type: 'restored', sessionId: 's1', messages: saved, signup: null })
    expect(state).toMatchObject({ status: 'idle', retrying: false })
    expect(run(state, { type: 'retrying' })).toBe(state)
  })

  it("adopts another tab's conversation: everything shown goes, and the new transcript comes in", () => {
    let state = run(
      fresh(),
      { type: 'send', text: 'mine', at: 2 },
      { type: 'answered', sessionId: 'mine', reply: 'R', signup: null, at: 3 },
      { type: 'adopt' },
    )
    expect(state).toMatchObject({ status: 'restoring', messages: [], queue: [] })
    expect(state.sessionId).toBeUndefined()
    state = run(state, { type: 'restored', sessionId: 'theirs', messages: saved, signup: null })
    expect(state.sessionId).toBe('theirs')
    expect(texts(state)).toEqual([`persona:${GREETING}`, 'visitor:hi', 'persona:hello you'])
  })

  it('parts an expired conversation from the new one with a divider line and the new greeting', () => {
    let state = run(restoring(), { type: 'restored', sessionId: 'old', messages: saved, signup: null })
    state = run(
      state,
      { type: 'send', text: 'back again', at: 50 },
      {
        type: 'answered',
        sessionId: 'new',
        reply: 'welcome back',
        signup: null,
        at: 60,
        restarted: { line: 'The earlier conversation has ended.', greeting: GREETING },
      },
    )
    expect(state).toMatchObject({ status: 'idle', sessionId: 'new' })
    expect(texts(state)).toEqual([
      `persona:${GREETING}`,
      'visitor:hi',
      'persona:hello you',
      'system:The earlier conversation has ended.',
      `persona:${GREETING}`,
      'visitor:back again',
      'persona:welcome back',
    ])
    expect(state.messages[3]).toMatchObject({ divider: true })
    expect(new Set(state.messages.map((item) => item.id)).size).toBe(7)
  })
})
