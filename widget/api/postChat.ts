import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'

export const REQUEST_TIMEOUT_MS = 30_000

/** Why a chat request produced no usable answer. `replyText` is the persona's words when the server sent them. */
export interface ChatError {
  reason: 'network' | 'timeout' | 'aborted' | 'http' | 'invalid'
  status?: number
  replyText?: string
}

export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: ChatError }

/** POST /api/chat. Never throws: every outcome is `{ data }` or `{ error }`. */
export async function postChat(
  apiBase: string,
  body: ChatRequest,
  signal?: AbortSignal,
): Promise<Result<ChatResponse>> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, REQUEST_TIMEOUT_MS)
  const onAbort = (): void => controller.abort()
  signal?.addEventListener('abort', onAbort)
  try {
    const response = await fetch(`${apiBase}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: controller.signal,
    })
    const payload: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      return { error: { reason: 'http', status: response.status, replyText: errorReplyText(payload) } }
    return isChatResponse(payload)
      ? { data: payload }
      : { error: { reason: 'invalid', status: response.status } }
  } catch {
    if (timedOut) return { error: { reason: 'timeout' } }
    return { error: { reason: signal?.aborted ? 'aborted' : 'network' } }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** A hand-written check of the response shape: the widget ships without zod to stay small. */
export function isChatResponse(value: unknown): value is ChatResponse {
  if (!isRecord(value) || typeof value.sessionId !== 'string') return false
  const { reply, signup, remaining } = value
  const replyOk = reply === null || (isRecord(reply) && typeof reply.text === 'string')
  const signupOk =
    signup === null ||
    (isRecord(signup) && [signup.text, signup.label, signup.url].every((field) => typeof field === 'string'))
  return replyOk && signupOk && (remaining === undefined || typeof remaining === 'number')
}

function errorReplyText(payload: unknown): string | undefined {
  if (!isRecord(payload) || !isRecord(payload.reply)) return undefined
  const text = payload.reply.text
  return typeof text === 'string' && text.trim() !== '' ? text : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
