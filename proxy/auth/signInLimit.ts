import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Store } from '../store/store.ts'

const WRONG_SECRETS_ALLOWED = 5
const WRONG_SECRET_WINDOW_MS = 15 * 60 * 1000

/**
 * The lockout of a sign-in form (/admin, /partner): after five wrong secrets from one address in 15 minutes,
 * 429 with `lockedPage`. Counted in the store under `name`, so across every instance with Redis; successful
 * sign-ins do not count.
 */
export function signInLimit(name: string, store: Store, lockedPage: () => string): RequestHandler {
  return rateLimit({
    windowMs: WRONG_SECRET_WINDOW_MS,
    limit: WRONG_SECRETS_ALLOWED,
    identifier: `${name}-sign-in`,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store.rateLimitStore(`${name}:`),
    handler: (_req, res) => res.status(429).type('html').send(lockedPage()),
  })
}
