import { describe, expect, it } from 'vitest'
import { enWidget } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'

const { upstream, chatApp } = useFakeUpstream()

function setup() {
  const test = chatApp()
  const send = (message: string, sessionId?: string) => test.chat({ message, sessionId })
  return { send, store: test.deps.store }
}

describe('the stored conversation', () => {
  it('starts with secret random ids, the attribution and the greeting', async () => {
    const { send, store } = setup()
    const before = Date.now()
    const { sessionId } = (await send('Hi').expect(200)).body
    expect(sessionId).toMatch(/^[\w-]{24}$/)
    const session = await store.getSession(sessionId)
    expect(session).toMatchObject({ id: sessionId, personaId: defaultPersona.id, partner: 'direct' })
    expect(session?.clickId).toMatch(/^[\w-]{24}$/)
    expect(session?.clickId).not.toBe(sessionId)
    expect(session?.createdAt).toBeGreaterThanOrEqual(before)
    expect(session?.transcript[0]).toEqual({
      from: 'persona',
      text: defaultPersona.greeting,
      at: session?.createdAt,
    })
  })

  it('keeps every message in order with its time, and feeds the model from it', async () => {
    const { send, store } = setup()
    const { sessionId } = (await send('First message').expect(200)).body
    await send('Second message', sessionId).expect(200)

    const session = await store.getSession(sessionId)
    expect(session?.count).toBe(3)
    expect(session?.transcript.map(({ from, text }) => [from, text])).toEqual([
      ['persona', defaultPersona.greeting],
      ['visitor', 'First message'],
      ['persona', 'Reply 2 😘'],
      ['visitor', 'Second message'],
      ['persona', 'Reply 3 😘'],
    ])
    const times = session!.transcript.map((entry) => entry.at)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(upstream().requests.at(-1)?.body.messages.slice(1)).toEqual([
      { role: 'assistant', content: defaultPersona.greeting },
      { role: 'user', content: 'First message' },
      { role: 'assistant', content: 'Reply 2 😘' },
      { role: 'user', content: 'Second message' },
    ])
  })

  it('adds nothing when the model call fails', async () => {
    const { send, store } = setup()
    const { sessionId } = (await send('Hello').expect(200)).body
    upstream().setMode('error500')
    expect((await send('Are you there?', sessionId).expect(200)).body.reply.text).toBe(enWidget.failure)
    const session = await store.getSession(sessionId)
    expect(session?.count).toBe(2)
    expect(session?.transcript).toHaveLength(3)
  })
})
