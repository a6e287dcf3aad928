import { readStored, writeStored } from './storage.ts'

/**
 * A message sent and not yet answered, kept beside the session id. The server saves a message together
 * with its answer, so a reload while the model is still answering would otherwise forget the message.
 */
export interface PendingMessage {
  sessionId: string
  text: string
  /** Free replies left when it was sent: the answer is saved once the transcript shows fewer. */
  remaining: number
  /** When it was sent (epoch ms). */
  at: number
}

/** Longer than the server's longest model call and save (25 s + 2 s): an older record is stale. */
const PENDING_MAX_AGE_MS = 60_000

export function pendingKey(sessionKey: string): string {
  return `${sessionKey}:pending`
}

export function readPending(sessionKey: string, now = Date.now()): PendingMessage | null {
  try {
    const value = JSON.parse(
      readStored('localStorage', pendingKey(sessionKey)) ?? 'null',
    ) as PendingMessage | null
    // Our own record: only its age needs checking (a stale one is from a call long over).
    return value && now - value.at < PENDING_MAX_AGE_MS ? value : null
  } catch {
    return null
  }
}

export function writePending(sessionKey: string, pending: PendingMessage | null): void {
  writeStored('localStorage', pendingKey(sessionKey), pending && JSON.stringify(pending))
}

/** Forgets the record of the message sent at `at`, and only that one. */
export function forgetPending(sessionKey: string, at: number): void {
  if (readPending(sessionKey)?.at === at) writePending(sessionKey, null)
}
