import { readStored, writeStored } from '../lib/storage.ts'

/**
 * A deleted conversation's id, kept after its text is gone: the next message names it, so the server starts the
 * new conversation at the reply count the deleted one kept and deleting never gives free replies back.
 */
export function readDeletedHandle(sessionKey: string | null): string | undefined {
  return (sessionKey && readStored('localStorage', deletedKey(sessionKey))) || undefined
}

export function writeDeletedHandle(sessionKey: string | null, id: string | null): void {
  if (sessionKey) writeStored('localStorage', deletedKey(sessionKey), id)
}

function deletedKey(sessionKey: string): string {
  return `${sessionKey}:deleted`
}
