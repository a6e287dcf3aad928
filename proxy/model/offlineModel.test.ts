import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../core/i18n/locales.ts'
import { personas } from '../../core/persona.ts'
import { voiceOf } from '../personas/voices.ts'
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

describe('offline persona model in the visitor’s language', () => {
  const model = createOfflineModel({ random: () => 0 })
  async function replyIn(locale: Locale, message: string, personaId = 'mia'): Promise<string> {
    const result = await model.complete([{ role: 'user', content: message }], signal, { personaId, locale })
    if (result.kind !== 'reply') throw new Error(`expected a reply, got ${result.kind}`)
    return result.text
  }

  it.each<[Locale, string, RegExp]>([
    ['de', 'Hallo Mia!', /Hey du|Hiii|Na hallo/],
    ['de', 'Ich war heute im Fitnessstudio', /Fitnessstudio|Sport|diszipliniert/],
    ['de', 'Ich hatte so einen miesen Tag', /Komm her|Umarmung|Seite/],
    ['fr', 'Coucou Mia', /Coucou toi|Salut|bonjour/],
    ['it', 'Ciao, come stai?', /Ehi|Ciaooo|Ma ciao/],
    ['es', '¡Hola!', /Hola|Vaya/],
    ['nl', 'Hoi Mia', /Hé jij|Hoiii|Nou hallo/],
    ['sv', 'Hej Mia', /Hej du|Hejsan|hallå/],
    ['nb', 'Hei Mia', /Hei du|Heisann|hallo/],
    ['da', 'Hej Mia', /Hej med dig|Hejsa|hej/],
    ['fi', 'Moi Mia', /Moi|Moikka/],
    ['fi', 'Kävin salilla', /salilla|liikunnan|kurinalaiselta/],
  ])('%s: answers %s in that language', async (locale, message, expected) => {
    expect(await replyIn(locale, message)).toMatch(expected)
  })

  it.each(locales)(
    '%s: a visitor under 18 hears it is for adults (18+), in any language they write',
    async (locale) => {
      for (const message of ["I'm 16", 'ich bin 15', 'olen 16'])
        expect(await replyIn(locale, message)).toMatch(/18\+/)
    },
  )

  const everyVoice = Object.keys(personas).flatMap((id) => locales.map((locale) => [id, locale] as const))

  it.each(everyVoice)(
    '%s in %s: replies for every case, none empty or unfilled, each with an emoji',
    (id, locale) => {
      const voice = voiceOf(id).offline[locale]
      const all = [...voice.adultsOnly, ...voice.topics.flatMap((topic) => topic.replies), ...voice.fallback]
      expect(voice.adultsOnly.length).toBeGreaterThan(0)
      expect(voice.fallback.filter((reply) => !/\{[wW]ord\}/.test(reply)).length).toBeGreaterThan(0)
      expect(voice.topics.find((topic) => topic.name === 'own')?.replies.length).toBeGreaterThan(0)
      for (const text of all) {
        expect(text.trim().length).toBeGreaterThan(10)
        expect(text).toMatch(EMOJI)
        expect(text.replace(/\{[wW]ord\}/g, '')).not.toMatch(/\{\w+\}/)
      }
    },
  )

  it.each(everyVoice)('%s in %s: uses every line of hers, and none twice', (id, locale) => {
    const voice = voiceOf(id).offline[locale]
    const replies = voice.topics.flatMap((topic) => topic.replies)
    expect(new Set(replies).size).toBe(replies.length)
  })

  it.each<[Locale, string, RegExp]>([
    ['en', 'I love reading', /reading|kindred|sketching/],
    ['de', 'Ich lese gern Bücher', /Bücher|Seele|gezeichnet/],
    ['nb', 'Jeg elsker å lese bøker', /lese|bøker|sjelevenn|tegnet/i],
    ['fi', 'Luin kirjaa koko illan', /luin|kirja|sielunkumppani|piirsin/i],
    ['en', 'what did you have for breakfast? pancakes', /cinnamon|hungry|cook|breakfast|dessert/],
  ])('Nora in %s answers %s in her own voice', async (locale, message, expected) => {
    for (const random of [() => 0, () => 0.5, () => 0.99]) {
      const result = await createOfflineModel({ random }).complete(
        [{ role: 'user', content: message }],
        signal,
        {
          personaId: 'nora',
          locale,
        },
      )
      expect(result).toMatchObject({ kind: 'reply', text: expect.stringMatching(expected) })
    }
  })

  it('falls back to the default persona’s voice for an unknown persona, and to English without a context', async () => {
    expect(await replyIn('de', 'Hallo', 'nobody')).toBe(await replyIn('de', 'Hallo'))
    const result = await model.complete([{ role: 'user', content: 'Hello' }], signal)
    expect(result).toMatchObject({ kind: 'reply', text: expect.stringMatching(/Hey you|Hiii|Well hello/) })
  })
})
