import type { Locale } from '../../core/i18n/locales.ts'

/** One entry of the model input. Only the proxy builds these; nothing a client sends becomes a role. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** Whose voice and which language a call is for; a real model reads both from the system prompt instead. */
export interface ModelContext {
  personaId: string
  locale: Locale
}

/** What a model call came to. `failed` covers every upstream problem; the details are logged, never returned. */
export type ModelResult = { kind: 'reply'; text: string } | { kind: 'empty' } | { kind: 'failed' }

export interface ChatModel {
  /** 'openai' for any OpenAI-compatible endpoint, 'offline' for the built-in persona. */
  readonly kind: 'openai' | 'offline'
  /**
   * Never rejects: every problem becomes `{ kind: 'failed' }`. The chat path passes no signal: a call that has
   * gone upstream is billed, so it runs to its end (or its deadline) even when the visitor hangs up.
   */
  complete(
    messages: readonly ModelMessage[],
    signal?: AbortSignal,
    context?: ModelContext,
  ): Promise<ModelResult>
}
