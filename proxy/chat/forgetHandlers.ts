import express, { type RequestHandler } from 'express'
import { MAX_BODY_BYTES } from '../../core/constants.ts'
import { forgetRequestSchema } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import { sendApiError } from '../http/apiError.ts'
import { addressLimit } from '../http/rateLimits.ts'
import { requireJson } from '../http/requireJson.ts'
import type { Metrics } from '../metrics.ts'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/**
 * The handler chain of POST /api/chat/forget: erases a conversation (see Store.forgetSession) with the same
 * CORS, no-store and rate limit as the transcript. 204 whether or not the id was known, from the same single
 * store call, so the answer reveals nothing about other visitors' ids.
 */
export function forgetHandlers(config: Config, deps: { store: Store; metrics: Metrics }): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store')
      next()
    },
    ...addressLimit({
      name: 'forget',
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      code: 'rate_limited',
      message: 'Too many requests. Wait a moment and try again.',
      store: deps.store,
      metrics: deps.metrics,
    }),
    requireJson('{"sessionId": "…"}'),
    express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true }),
    async (req, res) => {
      const parsed = forgetRequestSchema.safeParse(req.body)
      if (!parsed.success) {
        const message =
          typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
            ? 'sessionId must be a string of 1 to 128 characters.'
            : 'The request body must be a JSON object: {"sessionId": "…"}.'
        return sendApiError(res, 400, 'invalid_request', message)
      }
      await fromStore(deps.store.forgetSession(parsed.data.sessionId))
      res.status(204).end()
    },
  ]
}
