import type { Request } from 'express'
import { DIRECT, SITE } from './partnerSchema.ts'
import type { PartnerRegistry } from './partnerRegistry.ts'

/**
 * Who brought a conversation, from the request's Origin: the registry partner owning it, `site` for this
 * server's own pages, `direct` for no Origin (server-to-server, curl) and for any other origin. For
 * reporting only: a server-side caller can send any Origin it likes.
 */
export function attribute(req: Request, registry: PartnerRegistry): string {
  const origin = req.get('origin')
  if (origin === undefined) return DIRECT
  const partner = registry.byOrigin(origin)
  if (partner) return partner.id
  return isOwnOrigin(req, origin) ? SITE : DIRECT
}

/** Compares hosts only: behind a TLS-terminating proxy without TRUST_PROXY the scheme seen here is http. */
export function isOwnOrigin(req: Request, origin: string): boolean {
  if (!URL.canParse(origin)) return false
  return new URL(origin).host === req.get('host')
}
