import express, { type Request, type RequestHandler, type Response } from 'express'
import type { z } from 'zod'
import { MAX_BODY_BYTES } from '../../core/constants.ts'
import type { Config } from '../config.ts'
import { sendApiError } from '../http/apiError.ts'
import { addressLimit } from '../http/rateLimits.ts'
import { requireJson } from '../http/requireJson.ts'
import type { Metrics } from '../metrics.ts'
import type { Store } from '../store/store.ts'

/**
 * The handler chain of an API endpoint that names a session in a JSON body (`{ sessionId }`): a rate limit
 * per address, the body read as JSON and checked against `schema` (400 naming the problem), then `handle`
 * with the parsed body. The id is a bearer secret, so it travels in the body, never in the URL.
 */
export function sessionBodyHandlers<Body extends { sessionId: string }>(
  name: string,
  schema: z.ZodType<Body>,
  config: Config,
  deps: { store: Store; metrics: Metrics },
  handle: (body: Body, req: Request, res: Response) => Promise<void>,
): RequestHandler[] {
  return [
    ...addressLimit({
      name,
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
      const parsed = schema.safeParse(req.body)
      if (!parsed.success) return sendApiError(res, 400, 'invalid_request', problemWith(req.body))
      await handle(parsed.data, req, res)
    },
  ]
}

function problemWith(body: unknown): string {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? 'sessionId must be a string of 1 to 128 characters.'
    : 'The request body must be a JSON object: {"sessionId": "…"}.'
}
