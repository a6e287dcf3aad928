import { describe, expect, it } from 'vitest'
import { HISTORY_WINDOW } from '../../core/constants.ts'
import type { TranscriptEntry } from '../store/store.ts'
import { modelInput } from './modelInput.ts'

const entry = (i: number): TranscriptEntry => ({
  from: i % 2 === 0 ? 'persona' : 'visitor',
  text: `message ${i}`,
  at: i,
})

describe('modelInput', () => {
  it('puts the system prompt first, then the transcript in order with roles, then the new message', () => {
    const transcript = [entry(0), entry(1), entry(2)]
    expect(modelInput('You are Mia.', transcript, 'hello')).toEqual([
      { role: 'system', content: 'You are Mia.' },
      { role: 'assistant', content: 'message 0' },
      { role: 'user', content: 'message 1' },
      { role: 'assistant', content: 'message 2' },
      { role: 'user', content: 'hello' },
    ])
  })

  it('keeps only the latest HISTORY_WINDOW messages, the new one included', () => {
    const transcript = Array.from({ length: HISTORY_WINDOW + 5 }, (_, i) => entry(i))
    const messages = modelInput('prompt', transcript, 'new')
    expect(messages).toHaveLength(1 + HISTORY_WINDOW)
    expect(messages[1]!.content).toBe(`message ${transcript.length - (HISTORY_WINDOW - 1)}`)
    expect(messages.at(-2)!.content).toBe(`message ${transcript.length - 1}`)
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'new' })
  })

  it('sends a conversation shorter than the window whole', () => {
    expect(modelInput('prompt', [entry(0)], 'hi').map((m) => m.content)).toEqual([
      'prompt',
      'message 0',
      'hi',
    ])
  })
})
