import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Store } from '../store/store.ts'
import { StoreUnavailableError } from '../store/storeUnavailable.ts'

const WRONG_SECRETS_ALLOWED = 5
const WRONG_SECRET_WINDOW_MS = 15 * 60 * 1000

/**
 * The lockout of a sign-in form (/admin, /partner): after five wrong secrets from one address in 15 minutes,
 * 429 with `lockedPage`. Counted in the store under `name`, so across every instance with Redis; successful
 * sign-ins do not count. A failing counter store is the store's failure (503), as everywhere else.
 */
export function signInLimit(name: string, store: Store, lockedPage: () => string): RequestHandler {
  const limiter = rateLimit({
    windowMs: WRONG_SECRET_WINDOW_MS,
    limit: WRONG_SECRETS_ALLOWED,
    identifier: `${name}-sign-in`,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store.rateLimitStore(`${name}:`),
    passOnStoreError: false,
    handler: (_req, res) => res.status(429).type('html').send(lockedPage()),
  })
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) =>
      next(error === undefined ? undefined : new StoreUnavailableError(error)),
    )
}
