import { vi } from 'vitest'
import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'

/**
 * A stand-in for POST /api/chat that follows the contract: 'Reply N 😘' until the seventh reply, which
 * also carries the sign-up offer. Used by the tests only.
 */
export function fakeChatServer(options: { latencyMs?: number } = {}) {
  const bodies: ChatRequest[] = []
  let counter = 1
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as ChatRequest
    bodies.push(body)
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    counter += 1
    const capped = counter >= 7
    const answer: ChatResponse = {
      sessionId: 'session-1',
      reply: { text: `Reply ${counter} 😘`, kind: 'reply' },
      signup: capped
        ? {
            text: 'To continue chatting with Mia:',
            label: 'Create a Free Account',
            url: 'https://example.com/signup',
          }
        : null,
      remaining: Math.max(0, 7 - counter),
    }
    return jsonResponse(200, answer)
  })
  return { fetch, bodies }
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
