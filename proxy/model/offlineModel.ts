import { voiceOf } from '../personas/voices.ts'
import { capitalise, type OfflineVoice, type Reply } from '../personas/personaVoice.ts'
import type { ChatModel, ModelMessage } from './chatModel.ts'
import { echoWord } from './echoWord.ts'
import { saysUnderage } from './underage.ts'

/**
 * The persona without an upstream (no OPENAI_API_KEY): short in-character replies in the visitor's language,
 * in the session persona's voice, chosen by what the visitor wrote, picking up a word of theirs where it
 * fits, and never the same reply twice in a row.
 */
export function createOfflineModel(options: { random?: () => number } = {}): ChatModel {
  const random = options.random ?? Math.random
  return {
    kind: 'offline',
    async complete(messages, _signal, context) {
      const voice = voiceOf(context?.personaId).offline[context?.locale ?? 'en']
      const visitor = lastOf(messages, 'user')?.content ?? ''
      const previous = messages.filter((m) => m.role === 'assistant').map((m) => m.content)
      return { kind: 'reply', text: pick(candidates(voice, visitor), previous, random) }
    },
  }
}

function candidates(voice: OfflineVoice, visitor: string): string[] {
  if (saysUnderage(visitor)) return [...voice.adultsOnly]
  for (const topic of voice.topics) {
    const match = topic.pattern.exec(visitor)
    if (match) return topic.replies.map((reply) => say(reply, match[0].toLowerCase()))
  }
  const word = echoWord(visitor)
  return voice.fallback.filter((reply) => word.length > 0 || !echoes(reply)).map((reply) => say(reply, word))
}

function echoes(reply: Reply): boolean {
  return /\{[wW]ord\}/.test(reply)
}

function say(reply: Reply, word: string): string {
  return reply.replaceAll('{Word}', capitalise(word)).replaceAll('{word}', word)
}

/** Something not said yet in the conversation if possible, and never the reply just given. */
function pick(options: string[], previous: readonly string[], random: () => number): string {
  const fresh = options.filter((text) => !previous.includes(text))
  const notLast = options.filter((text) => text !== previous.at(-1))
  const pool = fresh.length > 0 ? fresh : notLast.length > 0 ? notLast : options
  return pool[Math.floor(random() * pool.length)] ?? pool[0]!
}

function lastOf(messages: readonly ModelMessage[], role: ModelMessage['role']): ModelMessage | undefined {
  return messages.findLast((m) => m.role === role)
}
