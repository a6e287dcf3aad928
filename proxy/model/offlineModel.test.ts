import { describe, expect, it } from 'vitest'
import type { ModelMessage, ModelResult } from './chatModel.ts'
import { createOfflineModel } from './offlineModel.ts'

const signal = new AbortController().signal

async function reply(message: string, history: ModelMessage[] = [], random = () => 0): Promise<string> {
  const result: ModelResult = await createOfflineModel({ random }).complete(
    [{ role: 'system', content: 'prompt' }, ...history, { role: 'user', content: message }],
    signal,
  )
  if (result.kind !== 'reply') throw new Error(`expected a reply, got ${result.kind}`)
  return result.text
}

const EMOJI = /\p{Extended_Pictographic}/u

describe('offline persona model', () => {
  it('answers every message with a short, emoji-rich reply that is not an echo', async () => {
    const samples = [
      'hi',
      'hello there!',
      'how are you?',
      'you are gorgeous',
      'just got back from the gym',
      'I had such a bad day',
      'what did you have for dinner? I had pizza',
      'I love this song',
      'planning a trip to Paris',
      'work was so busy',
      'haha that is funny',
      'gotta go, bye',
      'qwerty zxcvb',
      'What do you like to do on weekends',
    ]
    for (const message of samples) {
      const text = await reply(message)
      expect(text.length).toBeGreaterThan(10)
      expect(text.length).toBeLessThan(220)
      expect(text).toMatch(EMOJI)
      expect(text.toLowerCase()).not.toBe(message.toLowerCase())
    }
  })

  it.each([
    ['just got back from the gym', /workout|sweat|fitness|glowing|disciplined|rest day/i],
    ['I had such a bad day', /hug|listen|vent|corner|worst/i],
    ['gotta go, bye', /bye|leaving|back|stranger/i],
    ['you are so beautiful', /blush|flattery|smile|thank/i],
    ['I love sushi', /hungry|taco|sushi|cook|dessert/i],
    ['hey', /hey|hi|hello/i],
  ])('reacts to what the visitor wrote: %s', async (message, expected) => {
    for (const random of [() => 0, () => 0.5, () => 0.99])
      expect(await reply(message, [], random)).toMatch(expected)
  })

  it.each(["I'm 16", 'im 15 years old', 'I am only 17', 'I am under 18', "I'm still in high school"])(
    'tells a visitor who says they are under 18 (%s) that the chat is for adults only',
    async (message) => {
      expect(await reply(message)).toMatch(/adults only/i)
    },
  )

  it.each(["I'm 18", "I'm 25 and single", 'I am 5 minutes from the beach', 'I ran 10 km'])(
    'does not mistake %s for an under-18 statement',
    async (message) => {
      expect(await reply(message)).not.toMatch(/adults only/i)
    },
  )

  it('picks up the visitor’s own word where it fits', async () => {
    expect(await reply('I just finished my yoga class', [], () => 0)).toMatch(/yoga/i)
    expect(await reply('I want pizza tonight', [], () => 0)).toMatch(/pizza/i)
  })

  it('never repeats the previous reply', async () => {
    const history: ModelMessage[] = []
    let previous = ''
    for (let i = 0; i < 8; i += 1) {
      const text = await reply('tell me more', history, () => 0)
      expect(text).not.toBe(previous)
      history.push({ role: 'user', content: 'tell me more' }, { role: 'assistant', content: text })
      previous = text
    }
  })
})
