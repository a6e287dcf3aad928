import type { RequestHandler } from 'express'

/**
 * CORS for the API: partner origins listed in ALLOWED_ORIGINS may call it from their pages; same-origin
 * calls need no header. A preflight from any other origin still gets 204, only without Allow-Origin.
 */
export function cors(allowedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin')
    const origin = req.get('origin')
    const allowed = origin !== undefined && allowedOrigins.has(origin)
    if (allowed) {
      res.set('Access-Control-Allow-Origin', origin)
      res.set('Access-Control-Expose-Headers', 'RateLimit, RateLimit-Policy, Retry-After, X-Request-Id')
      res.set('Cross-Origin-Resource-Policy', 'cross-origin')
    }
    if (req.method !== 'OPTIONS') return next()
    if (allowed) {
      res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      res.set('Access-Control-Allow-Headers', 'Content-Type, X-Request-Id')
      res.set('Access-Control-Max-Age', '600')
    }
    res.status(204).end()
  }
}
