import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Strict headers for every response. Scripts only from this origin (the site's JSON-LD blocks are data,
 * not scripts, so CSP does not apply to them; its inline Speculation Rules have their own keyword); inline
 * styles are allowed because the widget falls back to a <style> element where constructable stylesheets are
 * missing.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'inline-speculation-rules'"],
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
  })
}

/**
 * The headers that matter on a JSON answer of the API: never cached (answers carry session ids and
 * conversations; a route may opt back in), no sniffing it as another type, no reading it from another origin
 * without CORS (Cross-Origin-Resource-Policy), HTTPS only, and, should a browser ever open it as a document,
 * nothing loads or frames it. The rest of helmet's set (X-Frame-Options, COOP, Referrer-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, …) governs documents only; leaving it off keeps each chat
 * answer's header block to about a third.
 */
export function apiSecurityHeaders(): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      next()
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  ]
}
