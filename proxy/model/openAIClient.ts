import OpenAI from 'openai'
import { createHttpFetch } from './httpFetch.ts'

export interface OpenAIClientOptions {
  apiKey: string
  baseURL?: string | undefined
  /** Per attempt. */
  timeoutMs: number
}

/** One SDK client per process, shared by the chat model and the moderation guard (same key, same endpoint). */
export function createOpenAIClient(options: OpenAIClientOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 1,
    fetch: createHttpFetch(),
  })
}
