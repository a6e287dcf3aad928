import type { Request, RequestHandler } from 'express'
import { sendApiError } from './apiError.ts'

/** Before the JSON parser: no body at all is a missing field (400), any other media type a 415. */
export function requireJson(example: string): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      return sendApiError(res, 400, 'invalid_request', `The request body is empty: send ${example} as JSON.`)
    }
    if (req.is('application/json')) return next()
    sendApiError(res, 415, 'unsupported_media_type', 'Send the body as application/json.')
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0)
}
