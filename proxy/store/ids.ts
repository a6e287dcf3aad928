import { randomBytes } from 'node:crypto'

const ID_BYTES = 18
const POOL_BYTES = ID_BYTES * 256
let pool = Buffer.alloc(0)
let offset = 0

/**
 * 144 random bits, URL-safe. Randomness is drawn from the CSPRNG in blocks of 256 ids (as crypto.randomUUID
 * does), one call to the generator instead of one per id; no bytes are ever used twice.
 */
function randomId(): string {
  if (offset + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES)
    offset = 0
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES)
  pool.fill(0, offset, offset + ID_BYTES)
  offset += ID_BYTES
  return id
}

/** A session id: 144 random bits, URL-safe. It is a bearer secret, so it is never logged or put in a URL. */
export function newSessionId(): string {
  return randomId()
}

/** A click id for the sign-up link: 144 random bits, independent of the session id it belongs to. */
export function newClickId(): string {
  return randomId()
}
