import OpenAI from 'openai'
import { EnvHttpProxyAgent, fetch } from 'undici'

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
    // undici's fetch with a dispatcher of the same package: keep-alive connections, and the egress proxy
    // operators set with HTTPS_PROXY, HTTP_PROXY and NO_PROXY (read when the client is made).
    fetch: undiciFetch,
    fetchOptions: { dispatcher: new EnvHttpProxyAgent() },
  })
}

/** The same function: undici's types name its own Request and Response classes, which the SDK's do not. */
const undiciFetch = fetch as unknown as typeof globalThis.fetch
