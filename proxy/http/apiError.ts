import type { Response } from 'express'
import type { ApiError, ErrorCode } from '../../core/protocol.ts'

/** Every JSON error of the API goes through here, so each has the ApiError shape of core/protocol.ts. */
export function sendApiError(
  res: Response,
  status: number,
  code: ErrorCode,
  message: string,
  replyText?: string,
): void {
  const body: ApiError = { error: { code, message } }
  if (replyText !== undefined) body.reply = { text: replyText }
  res.status(status).json(body)
}
