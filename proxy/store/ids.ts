import { randomBytes } from 'node:crypto'

/** A session id: 144 random bits, URL-safe. It is a bearer secret, so it is never logged or put in a URL. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url')
}

/** A click id for the sign-up link: 144 random bits, independent of the session id it belongs to. */
export function newClickId(): string {
  return randomBytes(18).toString('base64url')
}
