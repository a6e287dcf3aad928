import { describe, expect, it } from 'vitest'
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chatReducer.ts'

const GREETING = 'Hey there!'
const OFFER = { text: 'To continue chatting with Mia:', label: 'Create a Free Account', url: '/go' }
const greeting = { id: 0, sender: 'persona' as const, text: GREETING, time: 9, greeting: true as const }

function run(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state)
}

const fresh = (open = true) => initialChatState({ restoring: false, open, greeting: GREETING })
const texts = (state: ChatState) => state.messages.map((message) => `${message.sender}:${message.text}`)

describe('chatReducer: the AI notice, deleting and the age gate', () => {
  it('adds the notice as a system line that is neither queued nor unread', () => {
    const state = run(fresh(false), { type: 'notice', text: 'Mia is an AI.', at: 2 })
    expect(texts(state)).toEqual([`persona:${GREETING}`, 'system:Mia is an AI.'])
    expect(state).toMatchObject({ status: 'idle', queue: [], unread: 0, lastId: 2 })
  })

  it('starts over with the greeting and no session once the conversation is deleted', () => {
    const state = run(
      fresh(),
      { type: 'send', text: 'one', at: 2 },
      { type: 'answered', sessionId: 's1', reply: 'R1', signup: OFFER, at: 3 },
      { type: 'forgotten', greeting, deleted: 's1' },
    )
    expect(texts(state)).toEqual([`persona:${GREETING}`])
    expect(state).toMatchObject({ status: 'idle', sessionId: undefined, deleted: 's1', queue: [], lastId: 1 })
    expect(state.messages[0]).toMatchObject({ id: 1, greeting: true })
  })

  it('keeps the deleted id as handle through a second delete, until a new conversation answers', () => {
    const deleted = run(
      fresh(),
      { type: 'forgotten', greeting, deleted: 's1' },
      { type: 'forgotten', greeting },
    )
    expect(deleted.deleted).toBe('s1')
    const next = run(
      deleted,
      { type: 'send', text: 'two', at: 4 },
      { type: 'answered', sessionId: 's2', reply: 'R2', signup: null, at: 5 },
    )
    expect(next).toMatchObject({ sessionId: 's2', deleted: undefined })
  })

  it('keeps a message the age gate turned away, unanswered, until the gate is passed', () => {
    const state = run(fresh(), { type: 'send', text: 'one', at: 2 }, { type: 'gated' })
    expect(state).toMatchObject({ status: 'gated', queue: [{ id: 2, text: 'one' }] })
    expect(texts(state)).toEqual([`persona:${GREETING}`, 'visitor:one'])
    const passed = run(state, { type: 'passed' })
    expect(passed).toMatchObject({ status: 'waiting', queue: [{ id: 2, text: 'one' }] })
    expect(texts(passed)).toEqual(texts(state))
  })

  it('sends nothing again on a pass when no message is held', () => {
    const idle = fresh()
    expect(run(idle, { type: 'passed' })).toBe(idle)
  })
})
