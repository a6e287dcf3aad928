import OpenAI from 'openai'
import { EnvHttpProxyAgent } from 'undici'
import { createUndiciFetch } from './undiciFetch.ts'

export interface OpenAIClientOptions {
  /** None for an endpoint that takes no key (Ollama and other local servers): no Authorization header. */
  apiKey?: string | undefined
  baseURL?: string | undefined
  /** Per attempt. */
  timeoutMs: number
}

/** One SDK client per process, shared by the chat model and the moderation guard (same key, same endpoint). */
export function createOpenAIClient(options: OpenAIClientOptions): OpenAI {
  return new OpenAI({
    // The SDK insists on a key; a keyless endpoint gets a placeholder that the null header keeps unsent.
    apiKey: options.apiKey ?? 'no-key',
    ...(options.apiKey === undefined && { defaultHeaders: { Authorization: null } }),
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 1,
    // Keep-alive connections, and the egress proxy operators set with HTTPS_PROXY, HTTP_PROXY and NO_PROXY
    // (lower case too).
    fetch: createUndiciFetch(new EnvHttpProxyAgent()),
  })
}
