import { describe, expect, it } from 'vitest'
import { voiceOf } from '../personas/voices.ts'
import type { ModelResult } from './chatModel.ts'
import { echoWord } from './echoWord.ts'
import { createOfflineModel } from './offlineModel.ts'

describe('the offline persona’s echo', () => {
  it.each([
    ['First message before reload', ''],
    ['Is this thing even working', 'working'],
    ['I had pizza with Giovanni tonight', 'Giovanni'],
    ['Hallo, ich habe heute Kuchen gebacken', 'gebacken'],
    ['hi', ''],
  ])('picks a meaningful word of "%s" or none', (message, expected) => {
    expect(echoWord(message)).toBe(expected)
  })

  it('answers "First message before reload" without echoing a word of it', async () => {
    const echoes = voiceOf(undefined).offline.en.fallback.filter((reply) => reply.includes('{word}'))
    expect(echoes.length).toBeGreaterThan(0)
    for (const random of [0, 0.2, 0.4, 0.6, 0.8, 0.99]) {
      const result: ModelResult = await createOfflineModel({ random: () => random }).complete(
        [{ role: 'user', content: 'First message before reload' }],
        new AbortController().signal,
      )
      expect(result.kind === 'reply' && result.text).not.toMatch(/"(message|first|before|reload)"/i)
    }
  })
})
