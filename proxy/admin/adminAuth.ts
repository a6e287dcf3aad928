import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { isLoopback } from '../geo/geoLookup.ts'
import { ADMIN_SESSION_MS, type AdminSessions } from './adminSessions.ts'

const COOKIE = 'cc_admin'

/** Constant time on equal-length digests, so neither the content nor the length of the token leaks. */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(sha256(given), sha256(token))
}

/** Signs the operator in: the cookie holds a server-side session id (adminSessions), never the token. */
export async function signIn(req: Request, res: Response, sessions: AdminSessions): Promise<void> {
  res.cookie(COOKIE, await sessions.open(), {
    httpOnly: true,
    secure: !isLoopbackHost(req.hostname),
    sameSite: 'strict',
    path: '/admin',
    maxAge: ADMIN_SESSION_MS,
  })
}

/** Ends the session in the store, so a copy of the cookie stops working too, and clears the cookie. */
export async function signOut(req: Request, res: Response, sessions: AdminSessions): Promise<void> {
  const id = sessionId(req)
  if (id) await sessions.close(id)
  res.clearCookie(COOKIE, { path: '/admin', httpOnly: true, sameSite: 'strict' })
}

export async function isSignedIn(req: Request, sessions: AdminSessions): Promise<boolean> {
  const id = sessionId(req)
  return id !== undefined && (await sessions.isOpen(id))
}

/**
 * Refuses a state-changing request that a page of another site or origin sent. Browsers say where a request
 * comes from in Sec-Fetch-Site; where they do not, Origin decides. (Origin alone is not enough: under
 * `Referrer-Policy: no-referrer` a browser sends `Origin: null` even for a same-origin form.) A request with
 * neither comes from no browser page and passes.
 */
export function sameOriginOnly(publicUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site')
    const origin = req.get('origin')
    const own = publicUrl ?? `${req.protocol}://${req.get('host')}`
    const allowed =
      site !== undefined ? site === 'same-origin' || site === 'none' : origin === undefined || origin === own
    if (allowed) return next()
    res.status(403).type('text').send('Refused: this request came from another site.')
  }
}

function sessionId(req: Request): string | undefined {
  const value = readCookie(req.get('cookie'), COOKIE)
  return value !== undefined && /^[\w-]{43}$/.test(value) ? value : undefined
}

/** Browsers only store Secure cookies over https, except for loopback hosts (local use and tests). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || isLoopback(hostname.replace(/^\[|\]$/g, ''))
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
