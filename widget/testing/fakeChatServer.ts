import { vi } from 'vitest'
import type { ChatRequest, ChatResponse, TranscriptResponse, WidgetConfig } from '../../core/protocol.ts'
import { defaultPersona } from '../../core/persona.ts'

const SIGNUP = {
  text: 'To continue chatting with Mia:',
  label: 'Create a Free Account',
  url: 'https://example.com/signup',
}

/**
 * A stand-in for POST /api/chat and /api/chat/transcript that follows the contract: 'Reply N 😘' until the
 * seventh reply, which also carries the sign-up offer; the transcript of 'session-1' is what was said so
 * far, any other id is unknown (404). GET /api/widget-config answers `config` (404 without one); POST
 * /api/chat/forget answers 204 and forgets 'session-1'. Used by the tests only.
 */
const PLAIN_CONFIG: WidgetConfig = { originAllowed: true, ageGate: 'off', ageVerifyUrl: null }

export function fakeChatServer(options: { latencyMs?: number; config?: WidgetConfig } = {}) {
  const bodies: ChatRequest[] = []
  const transcriptRequests: string[] = []
  const forgotten: string[] = []
  let counter = 1
  const start = new Date().toISOString()
  const messages: TranscriptResponse['messages'] = [
    { from: 'persona', text: defaultPersona.greeting, at: start },
  ]
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    // As the server answers a page without a partner's experiment or age gate, unless a test says otherwise.
    if (url.includes('/api/widget-config?')) return jsonResponse(200, options.config ?? PLAIN_CONFIG)
    const body = JSON.parse(String(init?.body)) as ChatRequest
    if (url.endsWith('/api/chat/transcript')) {
      transcriptRequests.push(String(body.sessionId))
      if (body.sessionId !== 'session-1')
        return jsonResponse(404, { error: { code: 'not_found', message: 'x' } })
      return jsonResponse(200, transcript())
    }
    if (url.endsWith('/api/chat/forget')) {
      forgotten.push(String(body.sessionId))
      messages.splice(1)
      counter = 1
      return new Response(null, { status: 204 })
    }
    bodies.push(body)
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    if (counter >= 7) return jsonResponse(200, { ...transcript(), reply: null, messages: undefined })
    counter += 1
    const text = `Reply ${counter} 😘`
    const at = new Date().toISOString()
    messages.push({ from: 'visitor', text: body.message, at }, { from: 'persona', text, at })
    const answer: ChatResponse = {
      sessionId: 'session-1',
      reply: { text, kind: 'reply' },
      signup: counter >= 7 ? SIGNUP : null,
      remaining: Math.max(0, 7 - counter),
    }
    return jsonResponse(200, answer)
  })
  function transcript(): TranscriptResponse {
    return {
      sessionId: 'session-1',
      messages: [...messages],
      remaining: Math.max(0, 7 - counter),
      signup: counter >= 7 ? SIGNUP : null,
    }
  }
  return { fetch, bodies, transcriptRequests, forgotten }
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
