import { describe, expect, it } from 'vitest'
import { defaultPersona, findPersona } from './persona.ts'
import { chatRequestSchema } from './protocol.ts'
import { MAX_MESSAGE_LENGTH } from './constants.ts'
import { enServer } from './i18n/en.ts'
import { format } from './i18n/format.ts'

describe('findPersona', () => {
  it('returns the named persona and falls back to the default one', () => {
    expect(findPersona('mia')).toBe(defaultPersona)
    expect(findPersona(undefined)).toBe(defaultPersona)
    expect(findPersona('nobody')).toBe(defaultPersona)
    expect(findPersona('toString')).toBe(defaultPersona)
  })

  it('describes the spec persona', () => {
    expect(defaultPersona).toMatchObject({ name: 'Mia', age: 24, location: 'Los Angeles, CA' })
    expect(defaultPersona.greeting).toBe('Hey there! 😉 How are you doing today?')
    expect(format(enServer.signupText, { name: defaultPersona.name })).toBe('To continue chatting with Mia:')
  })
})

describe('chatRequestSchema', () => {
  it('accepts a message with optional session and persona', () => {
    expect(chatRequestSchema.parse({ message: 'hi', sessionId: 'abc', persona: 'mia' })).toEqual({
      message: 'hi',
      sessionId: 'abc',
      persona: 'mia',
    })
  })

  it.each([
    [{ message: '   \n\t' }, 'message must not be empty'],
    [{ message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, `at most ${MAX_MESSAGE_LENGTH}`],
    [{ message: 42 }, 'message must be a string'],
    [{}, 'message must be a string'],
  ])('rejects %j naming the problem', (body, problem) => {
    const result = chatRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message).join('; ')).toContain(problem)
  })

  it('drops fields a client must not choose', () => {
    const parsed = chatRequestSchema.parse({ message: 'hi', role: 'system', model: 'gpt-4', temperature: 2 })
    expect(parsed).toEqual({ message: 'hi' })
  })
})
