import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'
import { isLoopback } from '../geo/geoLookup.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { PORTAL_SESSION_MS } from '../auth/sessions.ts'

const COOKIE = 'cc_partner'
const PATH = '/partner'

/**
 * The partner whose portal key this is. Every partner with a key is compared, each in constant time on
 * 32-byte digests, so neither the timing nor the answer tells which partner a wrong key was close to.
 */
export function partnerForKey(given: string, partners: readonly Partner[]): Partner | undefined {
  const digest = createHash('sha256').update(given).digest()
  let found: Partner | undefined
  for (const partner of partners) {
    if (partner.portalKeySha256 === undefined) continue
    if (timingSafeEqual(digest, Buffer.from(partner.portalKeySha256, 'hex')) && !found) found = partner
  }
  return found
}

export function setSessionCookie(req: Request, res: Response, id: string): void {
  res.cookie(COOKIE, id, {
    httpOnly: true,
    secure: !isLoopbackHost(req.hostname),
    sameSite: 'strict',
    path: PATH,
    maxAge: PORTAL_SESSION_MS,
  })
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(COOKIE, { path: PATH, httpOnly: true, sameSite: 'strict' })
}

/** The session id in the request's cookie, when it has the shape of one. */
export function sessionCookie(req: Request): string | undefined {
  for (const part of req.get('cookie')?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === COOKIE && value !== undefined && /^[\w-]{24}$/.test(value)) return value
  }
  return undefined
}

/** Browsers only store Secure cookies over https, except for loopback hosts (local use and tests). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || isLoopback(hostname.replace(/^\[|\]$/g, ''))
}
