import type { ErrorRequestHandler } from 'express'
import { catalogues } from '../../core/i18n/catalogues.ts'
import type { ChatRequest } from '../../core/protocol.ts'
import type { Metrics } from '../metrics.ts'
import { errorMessage } from '../store/availability.ts'
import { StoreUnavailableError } from '../store/storeUnavailable.ts'
import { sendApiError } from './apiError.ts'

/**
 * Last in the chain: body-parser errors become 4xx, store failures 503, anything else a plain 500.
 * A store failure is counted, not logged per request: the store logs an outage once when it starts and ends.
 */
export function errorHandler(metrics: Pick<Metrics, 'storeUnavailable'>): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error)
    if (error instanceof StoreUnavailableError) {
      metrics.storeUnavailable.inc()
      req.log.debug({ reason: errorMessage(error.cause) }, 'store unavailable')
      return sendApiError(
        res,
        503,
        'service_unavailable',
        'The service is temporarily unavailable.',
        catalogues[(res.locals.chatRequest as ChatRequest | undefined)?.locale ?? 'en'].failure,
      )
    }
    const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : ''
    switch (type) {
      case 'entity.too.large':
        return sendApiError(res, 413, 'payload_too_large', 'The request body is larger than 8 KB.')
      case 'entity.parse.failed':
        return sendApiError(res, 400, 'invalid_json', 'The request body is not valid JSON.')
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return sendApiError(res, 415, 'unsupported_media_type', 'Send the body as UTF-8 JSON.')
      case 'request.aborted':
      case 'request.size.invalid':
        return sendApiError(res, 400, 'invalid_request', 'The request body was incomplete.')
    }
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500
    if (status === 404) return sendApiError(res, 404, 'not_found', 'Not found.')
    if (status >= 400 && status < 500)
      return sendApiError(res, status, 'invalid_request', 'The request is invalid.')
    req.log.error({ err: error }, 'unhandled error')
    return sendApiError(res, 500, 'internal_error', 'Something went wrong.')
  }
}
