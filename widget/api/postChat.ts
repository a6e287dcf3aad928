import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'
import { isRecord, isSignupOrNull, postJson, type Result } from './postJson.ts'

/** What the widget sends: a sub-ID attribute that is not set is undefined, which JSON leaves out. */
export type ChatRequestBody = Omit<ChatRequest, 'subIds'> & { subIds?: Record<string, string | undefined> }

/** POST /api/chat. Never throws: every outcome is `{ data }` or `{ error }`. */
export function postChat(
  apiBase: string,
  body: ChatRequestBody,
  signal?: AbortSignal,
): Promise<Result<ChatResponse>> {
  return postJson(`${apiBase}/api/chat`, body, isChatResponse, signal)
}

export function isChatResponse(value: unknown): value is ChatResponse {
  if (!isRecord(value) || typeof value.sessionId !== 'string') return false
  const { reply, remaining } = value
  const replyOk = reply === null || (isRecord(reply) && typeof reply.text === 'string')
  return replyOk && isSignupOrNull(value.signup) && (remaining === undefined || typeof remaining === 'number')
}
