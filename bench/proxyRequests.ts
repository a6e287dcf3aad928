import type autocannon from 'autocannon'
import type { PacedRequest } from './pacedLoad.ts'

/** One server under test and the request it gets, for autocannon and for the evenly paced load. */
export interface Target {
  name: string
  url: string
  requests: autocannon.Request[]
  paced: PacedRequest
}

export const MESSAGE = 'Hey Mia, how was your workout today?'

/** The environment the benches start a proxy in: the fake upstream as its model, rate limits off, logs at info. */
export function benchProxyEnv(upstream: string): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    OPENAI_API_KEY: 'sk-bench-key',
    OPENAI_BASE_URL: upstream,
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: '0',
    SESSION_RATE_LIMIT_PER_HOUR: '0',
    LOG_LEVEL: 'info',
  }
}
export const CHAT_HEADERS = { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' }

export function upstreamRequest(): Pick<Target, 'requests' | 'paced'> {
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
  return {
    requests: [{ method: 'POST', headers, body }],
    paced: { method: 'POST', headers, body: () => body },
  }
}

/**
 * Every connection keeps a conversation for the six model calls a session allows, then starts another
 * (autocannon keeps a connection's context only through one pass over its request list, hence six entries).
 * The pass-through ignores the session id; it gets the same requests so the load generator works alike.
 */
export function chatRequest(): Pick<Target, 'requests' | 'paced'> {
  type Context = { sessionId?: string }
  const sessionOf = (answer: string | undefined) =>
    answer === undefined ? undefined : /"sessionId":"([^"]+)"/.exec(answer)?.[1]
  const first: autocannon.Request = {
    method: 'POST',
    headers: CHAT_HEADERS,
    body: JSON.stringify({ message: MESSAGE }),
    onResponse: (_status, answer, context: Context) => {
      context.sessionId = sessionOf(answer)
    },
  }
  const followUp: autocannon.Request = {
    method: 'POST',
    headers: CHAT_HEADERS,
    setupRequest: (req, context: Context) => ({
      ...req,
      body: JSON.stringify({ message: MESSAGE, sessionId: context.sessionId }),
    }),
  }
  let paced: { sessionId?: string; turns: number } = { turns: 0 }
  return {
    requests: [first, followUp, followUp, followUp, followUp, followUp],
    paced: {
      method: 'POST',
      headers: CHAT_HEADERS,
      body: (answer) => {
        const sessionId = sessionOf(answer)
        paced =
          sessionId !== undefined && sessionId === paced.sessionId
            ? { sessionId, turns: paced.turns + 1 }
            : { sessionId, turns: 1 }
        return JSON.stringify({ message: MESSAGE, sessionId: paced.turns < 6 ? paced.sessionId : undefined })
      },
    },
  }
}
