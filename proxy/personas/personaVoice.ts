import type { Locale } from '../../core/i18n/locales.ts'

/** A reply: fixed, or built around a word of the visitor's (the topic's match, or their longest word). */
export type Reply = string | ((word: string) => string)

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
  /** When no topic matches; replies that are functions only get a turn when the visitor gave a word to echo. */
  fallback: readonly Reply[]
}

/** The server-side half of a persona: what only the proxy needs to give her a voice. */
export interface PersonaVoice {
  id: string
  /** Lines added to the system prompt's rules, in English (the prompt's language). */
  promptExtras: readonly string[]
  offline: Readonly<Record<Locale, OfflineVoice>>
}

/** A pattern matching any of the phrases as whole words (letters on either side break a match). */
export function words(...phrases: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'iu')
}

/** A pattern matching a message that opens with one of the phrases. */
export function opening(...phrases: string[]): RegExp {
  return new RegExp(`^[^\\p{L}\\p{N}]*(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'iu')
}

/** A question mark at the end, or a message opening with one of the question words. */
export function question(...phrases: string[]): RegExp {
  return new RegExp(`\\?\\s*$|${opening(...phrases).source}`, 'iu')
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
