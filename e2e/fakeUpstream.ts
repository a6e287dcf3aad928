import type { APIRequestContext } from '@playwright/test'

/** The fake OpenAI-compatible server every e2e proxy talks to (playwright.config.ts starts it, recording). */
export const FAKE_UPSTREAM_PORT = 4010
export const FAKE_UPSTREAM = `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`

/** A chat-completions request as the fake upstream recorded it. */
export interface UpstreamRequest {
  readonly body: { readonly messages: readonly { readonly role: string; readonly content: string }[] }
}

/**
 * The request whose last message is `content`, once the fake upstream has received it (it records a request
 * on arrival, before any `[[slow:N]]` wait), or undefined.
 */
export async function upstreamRequest(
  request: APIRequestContext,
  content: string,
): Promise<UpstreamRequest | undefined> {
  const recorded = (await (await request.get(`${FAKE_UPSTREAM}/requests`)).json()) as UpstreamRequest[]
  return recorded.find(({ body }) => body.messages.at(-1)?.content === content)
}
