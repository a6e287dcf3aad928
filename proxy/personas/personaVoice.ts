import { z } from 'zod'
import { locales } from '../../core/i18n/locales.ts'

/**
 * A reply; `{word}` and `{Word}` (capitalised) stand for a word of the visitor's (the topic's match, or their
 * longest word), so a reply holding one gets a turn only when there is such a word.
 */
export type Reply = string

/** What the visitor's message is about, as far as simple patterns can tell; the first match wins. */
export interface Topic {
  name: string
  pattern: RegExp
  replies: readonly Reply[]
}

/** How the persona talks without a model, in one language. */
export interface OfflineVoice {
  /** Said when a visitor says they are under 18, whatever else the message holds. */
  adultsOnly: readonly string[]
  topics: readonly Topic[]
  /** When no topic matches. */
  fallback: readonly Reply[]
}

/** The server-side half of a persona: what only the proxy needs to give her a voice. */
export interface PersonaVoice {
  id: string
  /** Lines added to the system prompt's rules, in English (the prompt's language). */
  promptExtras: readonly string[]
  offline: Readonly<Record<(typeof locales)[number], OfflineVoice>>
}

const phrases = z.array(z.string().min(1)).min(1)

/** Phrases matched as whole words anywhere, at the message's start, or as a question (see patternOf). */
export const matchSchema = z.union([
  z.object({ words: phrases }),
  z.object({ opening: phrases }),
  z.object({ question: phrases }),
])

/** Her voice.json: her prompt lines, and per language her own topic and her lines for the templates' `{line}`. */
export const voiceFileSchema = z.object({
  prompt: z.array(z.string().min(1)),
  offline: z.record(
    z.enum(locales),
    z.object({
      own: z.intersection(matchSchema, z.object({ replies: z.array(z.string().min(1)).min(1) })),
      lines: z.record(z.string(), z.string().min(1)),
    }),
  ),
})
export type VoiceFile = z.infer<typeof voiceFileSchema>

/** proxy/personas/offline/<locale>.json: the offline mode's replies in one language, for any persona. */
export const templateSchema = z.object({
  adultsOnly: z.array(z.string().min(1)).min(1),
  topics: z.array(
    z.union([
      z.object({ name: z.literal('own') }),
      z.intersection(
        matchSchema,
        z.object({ name: z.string().min(1), replies: z.array(z.string().min(1)).min(1) }),
      ),
    ]),
  ),
  fallback: z.array(z.string().min(1)).min(1),
})
export type Template = z.infer<typeof templateSchema>

/** The pattern for a topic's phrases (phrases may hold regular-expression syntax, such as `squats?`). */
export function patternOf(match: z.infer<typeof matchSchema>): RegExp {
  if ('words' in match) return words(...match.words)
  if ('opening' in match) return opening(...match.opening)
  return question(...match.question)
}

/** A pattern matching any of the phrases as whole words (letters on either side break a match). */
export function words(...list: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu')
}

/** A pattern matching a message that opens with one of the phrases. */
export function opening(...list: string[]): RegExp {
  return new RegExp(`^[^\\p{L}\\p{N}]*(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu')
}

/** A question mark at the end, or a message opening with one of the question words. */
export function question(...list: string[]): RegExp {
  return new RegExp(`\\?\\s*$|${opening(...list).source}`, 'iu')
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
