import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Strict headers for every response. Scripts only from this origin (the site's JSON-LD blocks are data,
 * not scripts, so CSP does not apply to them; its inline Speculation Rules have their own keyword); inline
 * styles are allowed because the widget falls back to a <style> element where constructable stylesheets are
 * missing.
 *
 * helmet decides the headers; with this configuration they do not depend on the request, so helmet runs
 * once at start-up and each response gets the same list in one pass instead of through helmet's twelve
 * middlewares.
 */
export function securityHeaders(): RequestHandler {
  const headers = headersSetBy(
    helmet({
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
    }),
  )
  return setting(headers)
}

/**
 * The headers that matter on a JSON answer of the API: no sniffing it as another type, no reading it from
 * another origin without CORS (Cross-Origin-Resource-Policy), HTTPS only, and, should a browser ever open it as
 * a document, nothing loads or frames it. The rest of helmet's set (X-Frame-Options, COOP, Referrer-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, …) governs documents only; leaving it off keeps each chat
 * answer's header block to about a third.
 */
export function apiSecurityHeaders(): RequestHandler {
  return setting([
    // Answers carry session ids and conversations: no cache keeps them (a route may opt back in).
    ['Cache-Control', 'no-store'],
    ...headersSetBy(
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
    ),
  ])
}

function setting(headers: readonly [string, string][]): RequestHandler {
  const names = headers.map(([name]) => name)
  const values = headers.map(([, value]) => value)
  return (_req, res, next) => {
    for (let i = 0; i < names.length; i += 1) res.setHeader(names[i]!, values[i]!)
    next()
  }
}

/**
 * Runs a header-only middleware once against a stand-in response and returns what it set. It must finish
 * synchronously and only set or remove headers; anything else (reading the request, an error) throws here,
 * at start-up, so a configuration that made the headers depend on the request could not slip through.
 */
export function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string][] {
  const headers = new Map<string, [string, string]>()
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)])
      return this
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase())
    },
  }
  const request = new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`security headers must not depend on the request (read req.${String(key)})`)
      },
    },
  )
  let finished = false
  middleware(request as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw error
    finished = true
  })
  if (!finished) throw new Error('security headers middleware did not finish synchronously')
  return [...headers.values()]
}
