import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Strict headers for every response. Scripts only from this origin (the site's JSON-LD blocks are data,
 * not scripts, so CSP does not apply to them); inline styles are allowed because the widget falls back to
 * a <style> element where constructable stylesheets are missing.
 * helmet works the header values out on every request; they never change here, so it runs once and each
 * response gets the recorded headers.
 */
export function securityHeaders(): RequestHandler {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  )
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value)
    next()
  }
}

/** The headers a middleware sets on a response that depends on nothing of the request. */
function recordHeaders(middleware: (req: never, res: never, next: () => void) => void): [string, string][] {
  const headers: [string, string][] = []
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  middleware({} as never, res as never, () => undefined)
  return headers
}
