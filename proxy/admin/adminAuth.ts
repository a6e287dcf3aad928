import { createHash, timingSafeEqual } from 'node:crypto'

/** Constant time on equal-length digests, so neither the content nor the length of the token leaks. */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(sha256(given), sha256(token))
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
