import type { TranscriptRequest, TranscriptResponse } from '../../core/protocol.ts'
import { isRecord, isSignupOrNull, postJson, type Result } from './postJson.ts'

/** POST /api/chat/transcript: the saved conversation of a session. A 404 means it is gone. */
export function postTranscript(
  apiBase: string,
  request: TranscriptRequest,
  signal?: AbortSignal,
): Promise<Result<TranscriptResponse>> {
  return postJson(`${apiBase}/api/chat/transcript`, request, isTranscript, signal)
}

export function isTranscript(value: unknown): value is TranscriptResponse {
  if (!isRecord(value) || typeof value.sessionId !== 'string' || !Array.isArray(value.messages)) return false
  const messagesOk = value.messages.every(
    (item: unknown) =>
      isRecord(item) &&
      (item.from === 'visitor' || item.from === 'persona') &&
      typeof item.text === 'string' &&
      typeof item.at === 'string',
  )
  return messagesOk && typeof value.remaining === 'number' && isSignupOrNull(value.signup)
}
