import type autocannon from 'autocannon'
import type { PacedRequest } from './pacedLoad.ts'

/** One server under test and the request it gets, for autocannon and for the evenly paced load. */
export interface Target {
  name: string
  url: string
  request: autocannon.Request
  paced: PacedRequest
}

export const MESSAGE = 'Hey Mia, how was your workout today?'
export const CHAT_HEADERS = { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' }

export function upstreamRequest(): Pick<Target, 'request' | 'paced'> {
  const body = JSON.stringify({
    model: 'gpt-3.5-turbo',
    messages: [
      { role: 'system', content: 'You are Mia.' },
      { role: 'assistant', content: 'Hey there! 😉 How are you doing today?' },
      { role: 'user', content: MESSAGE },
    ],
    temperature: 0.9,
    max_tokens: 150,
  })
  const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-bench' }
  return { request: { method: 'POST', headers, body }, paced: { method: 'POST', headers, body: () => body } }
}

/**
 * Every connection keeps a conversation for the six model calls a session allows, then starts another. The
 * pass-through ignores the session id; it gets the same requests so the load generator works alike for both.
 */
export function chatRequest(): Pick<Target, 'request' | 'paced'> {
  type Context = { sessionId?: string; turns?: number }
  const next = (context: Context, answer: string | undefined) => {
    const sessionId = answer === undefined ? undefined : /"sessionId":"([^"]+)"/.exec(answer)?.[1]
    context.turns = sessionId !== undefined && sessionId === context.sessionId ? (context.turns ?? 0) + 1 : 1
    context.sessionId = sessionId
  }
  const body = (context: Context) =>
    JSON.stringify({ message: MESSAGE, sessionId: (context.turns ?? 0) < 6 ? context.sessionId : undefined })
  const paced: Context = {}
  return {
    request: {
      method: 'POST',
      headers: CHAT_HEADERS,
      setupRequest: (req, context: Context) => ({ ...req, body: body(context) }),
      onResponse: (_status, answer, context: Context) => next(context, answer),
    },
    paced: {
      method: 'POST',
      headers: CHAT_HEADERS,
      body: (answer) => {
        next(paced, answer)
        return body(paced)
      },
    },
  }
}
