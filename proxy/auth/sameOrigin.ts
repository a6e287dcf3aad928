import type { RequestHandler } from 'express'
import { isOwnOrigin } from '../partners/attribution.ts'

/**
 * Refuses a state-changing request sent by another site. A real Origin must be this server's. Under this
 * server's `Referrer-Policy: no-referrer` browsers send `Origin: null` even from its own pages, so then Fetch
 * Metadata (Sec-Fetch-Site) decides; a null Origin without it is refused. A request with neither header (a
 * script or curl, which carries no visitor's cookie) passes.
 */
export function sameOriginPost(refuse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    const sameSite = site === undefined ? origin !== 'null' : site === 'same-origin' || site === 'none'
    const foreign = origin !== undefined && origin !== 'null' ? !isOwnOrigin(req, origin) : !sameSite
    if (foreign) return refuse(req, res, next)
    next()
  }
}
