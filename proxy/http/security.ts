import helmet from 'helmet'

/**
 * Strict headers for every response. Scripts only from this origin (the site's JSON-LD blocks are data,
 * not scripts, so CSP does not apply to them); inline styles are allowed because the widget falls back to
 * a <style> element where constructable stylesheets are missing.
 */
export function securityHeaders() {
  return helmet({
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
  })
}
