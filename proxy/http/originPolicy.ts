import type { Request } from 'express'
import type { Config } from '../config.ts'
import { isOwnOrigin } from '../partners/attribution.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'

/** A partner page's origin the chat API answers with CORS: in ALLOWED_ORIGINS or in the partner registry. */
export function listedOrigin(
  origin: string,
  allowedOrigins: ReadonlySet<string>,
  partners: PartnerRegistry,
): boolean {
  return allowedOrigins.has(origin) || partners.byOrigin(origin) !== undefined
}

/**
 * Whether a page may use the chat API from the browser: no Origin (not a cross-origin browser call), this
 * server's own origin (PUBLIC_URL or the request's host), or a listed one.
 */
export function originAllowed(req: Request, config: Config, partners: PartnerRegistry): boolean {
  const origin = req.get('origin')
  if (origin === undefined || origin === config.publicUrl || isOwnOrigin(req, origin)) return true
  return listedOrigin(origin, config.allowedOrigins, partners)
}
