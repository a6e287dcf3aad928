import type { RequestHandler } from 'express'

/**
 * Refuses a state-changing request that a page of another site or origin sent, with 403 and `refusal()`.
 * Browsers say where a request comes from in Sec-Fetch-Site, which then decides; where they do not, Origin
 * must be this server's (PUBLIC_URL, else the request's own scheme and host). Origin alone is not enough:
 * under `Referrer-Policy: no-referrer` a browser sends `Origin: null` even for a same-origin form. A request
 * with neither header comes from no browser page, so it carries no visitor's cookie, and passes.
 */
export function sameOriginOnly(publicUrl: string | undefined, refusal: () => string): RequestHandler {
  const configured = publicUrl === undefined ? undefined : new URL(publicUrl).origin
  return (req, res, next) => {
    const site = req.get('sec-fetch-site')
    const origin = req.get('origin')
    const own = configured ?? `${req.protocol}://${req.get('host')}`
    const allowed =
      site !== undefined ? site === 'same-origin' || site === 'none' : origin === undefined || origin === own
    if (allowed) return next()
    res.status(403).type('html').send(refusal())
  }
}
