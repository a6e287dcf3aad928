import type { RequestHandler } from 'express'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import { listedOrigin } from './originPolicy.ts'
import type { WarnOrigin } from './originWarnings.ts'

/**
 * CORS for the API: partner origins listed in ALLOWED_ORIGINS or in the partner registry (read per request,
 * so a registry reload applies at once) may call it from their pages; same-origin calls need no header.
 * A preflight from any other origin still gets 204, only without Allow-Origin, and `warn` is told of it.
 */
export function cors(
  allowedOrigins: ReadonlySet<string>,
  partners: PartnerRegistry,
  warn: WarnOrigin,
): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin')
    const origin = req.get('origin')
    const allowed = origin !== undefined && listedOrigin(origin, allowedOrigins, partners)
    if (allowed) {
      res.set('Access-Control-Allow-Origin', origin)
      res.set('Access-Control-Expose-Headers', 'RateLimit, RateLimit-Policy, Retry-After, X-Request-Id')
      res.set('Cross-Origin-Resource-Policy', 'cross-origin')
    }
    if (req.method !== 'OPTIONS') return next()
    if (!allowed && origin !== undefined) warn(req.log, origin)
    if (allowed) {
      res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      res.set('Access-Control-Allow-Headers', 'Content-Type, X-Request-Id')
      res.set('Access-Control-Max-Age', '600')
    }
    res.status(204).end()
  }
}
