import type { Request, RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { ErrorCode } from '../../core/protocol.ts'
import type { Metrics } from '../metrics.ts'
import type { Store } from '../store/store.ts'
import { StoreUnavailableError } from '../store/storeUnavailable.ts'
import { sendApiError } from './apiError.ts'

export interface LimitOptions {
  name: string
  /** Requests per window and address; 0 turns the limit off. */
  limit: number
  windowMs: number
  code: ErrorCode
  message: string
  store: Store
  metrics: Metrics
  /** Requests this limit does not count (e.g. messages to an existing session for the new-session limit). */
  skip?: (req: Request, res: Response) => boolean
  /**
   * Requests that go on past the limit, or past a counter store that does not answer, marked
   * `res.locals.keepNothing` (a crisis message: its answer is a fixed text, so it is safe to give).
   */
  letThrough?: (req: Request, res: Response) => boolean
}

/**
 * A per-address limit with draft-8 RateLimit headers, counted in the app's store (shared across instances
 * with Redis). A failing counter store becomes a 503 like every other store failure. Spread into a route's
 * handlers: a limit turned off adds none.
 */
export function addressLimit(options: LimitOptions): RequestHandler[] {
  if (options.limit === 0) return []
  const limiter = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    identifier: options.name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: options.store.rateLimitStore(`${options.name}:`),
    passOnStoreError: false,
    skip: options.skip,
    handler: (req, res, next) => {
      dropPartitionKey(res)
      if (options.letThrough?.(req, res)) {
        res.locals.keepNothing = true
        return next()
      }
      options.metrics.rateLimited.inc({ limit: options.name })
      sendApiError(res, 429, options.code, options.message)
    },
  })
  return [
    (req, res, next) => {
      limiter(req, res, (error?: unknown) => {
        dropPartitionKey(res)
        if (error !== undefined && options.letThrough?.(req, res)) res.locals.keepNothing = true
        else if (error !== undefined) return next(new StoreUnavailableError(error))
        next()
      })
    },
  ]
}

/**
 * The draft-8 policy's `pk` is a hash of the client address without a secret, and partner scripts can read
 * the header (CORS exposes it): an IPv4 address falls to brute force. Clients need only the quota and window.
 */
function dropPartitionKey(res: Response): void {
  const policy = res.getHeader('RateLimit-Policy')
  if (policy === undefined || res.headersSent) return
  const values = (Array.isArray(policy) ? policy : [String(policy)]).map((value) =>
    value.replace(/; pk=:[^:]*:/, ''),
  )
  res.setHeader('RateLimit-Policy', values)
}
