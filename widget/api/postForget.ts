import type { ForgetRequest } from '../../core/protocol.ts'
import { postJson, type Result } from './postJson.ts'

/** POST /api/chat/forget: erase the conversation. The server answers 204 with no body. Never throws. */
export function postForget(apiBase: string, request: ForgetRequest): Promise<Result<unknown>> {
  return postJson(`${apiBase}/api/chat/forget`, request, (_body): _body is unknown => true)
}
