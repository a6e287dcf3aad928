import type { RequestHandler } from 'express'
import { isOwnOrigin } from '../partners/attribution.ts'

/**
 * Refuses a state-changing request sent by another site: its Origin must be this server's. Browsers send
 * Origin on every POST; without one, Fetch Metadata (Sec-Fetch-Site) decides, and a request with neither
 * (a script or curl, which cannot carry a visitor's cookie anyway) passes.
 */
export function sameOriginPost(refuse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    const foreign =
      origin !== undefined && origin !== 'null'
        ? !isOwnOrigin(req, origin)
        : origin === 'null' || (site !== undefined && site !== 'same-origin' && site !== 'none')
    if (foreign) return refuse(req, res, next)
    next()
  }
}
