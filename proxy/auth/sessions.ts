import { createHash, randomBytes } from 'node:crypto'
import type { KeyValue } from './keyValue.ts'

/** A sign-in lasts at most this long, whatever the person does. */
export const SESSION_MS = 12 * 60 * 60 * 1000

/** Who signed in, and a digest of the secret they used: a session ends when that secret is replaced. */
export interface SignedIn {
  subject: string
  secretSha256: string
}

/**
 * Server-side sign-in sessions: the cookie holds only a random id (256 bits), so signing out ends that session
 * everywhere, even for a copied cookie. Kept under the id's SHA-256, so the store never holds a usable cookie.
 */
export interface Sessions {
  open(signedIn: SignedIn): Promise<string>
  read(id: string): Promise<SignedIn | undefined>
  close(id: string): Promise<void>
}

export const SESSION_ID = /^[\w-]{43}$/

export function createSessions(values: KeyValue, name: string): Sessions {
  const key = (id: string) => `${name}-session:${createHash('sha256').update(id).digest('base64url')}`
  return {
    async open({ subject, secretSha256 }) {
      const id = randomBytes(32).toString('base64url')
      await values.set(key(id), JSON.stringify([subject, secretSha256]), SESSION_MS)
      return id
    },
    async read(id) {
      const stored = await values.get(key(id))
      if (stored === undefined) return undefined
      const [subject, secretSha256] = JSON.parse(stored) as [string, string]
      return { subject, secretSha256 }
    },
    close: (id) => values.delete(key(id)),
  }
}
