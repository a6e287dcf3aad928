import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'
import { isLoopback } from '../geo/geoLookup.ts'

const COOKIE = 'cc_admin'
const SESSION_MS = 12 * 60 * 60 * 1000

/** Constant time on equal-length digests, so neither the content nor the length of the token leaks. */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(sha256(given), sha256(token))
}

/**
 * Signs the operator in: the cookie holds an expiry and its HMAC under the token, never the token itself,
 * so every instance with the same ADMIN_TOKEN accepts it and changing the token signs everyone out.
 */
export function signIn(req: Request, res: Response, token: string, now = Date.now()): void {
  const expires = now + SESSION_MS
  res.cookie(COOKIE, `${expires}.${signature(token, expires).toString('base64url')}`, {
    httpOnly: true,
    secure: !isLoopbackHost(req.hostname),
    sameSite: 'strict',
    path: '/admin',
    maxAge: SESSION_MS,
  })
}

export function signOut(res: Response): void {
  res.clearCookie(COOKIE, { path: '/admin', httpOnly: true, sameSite: 'strict' })
}

export function isSignedIn(req: Request, token: string, now = Date.now()): boolean {
  const value = readCookie(req.get('cookie'), COOKIE)
  const match = value?.match(/^(\d{1,15})\.([\w-]{43})$/)
  if (!match) return false
  const expires = Number(match[1])
  const given = Buffer.from(match[2]!, 'base64url')
  return expires > now && given.length === 32 && timingSafeEqual(given, signature(token, expires))
}

function signature(token: string, expires: number): Buffer {
  return createHmac('sha256', token).update(`admin-session:${expires}`).digest()
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
