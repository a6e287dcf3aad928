import { setTimeout as sleep } from 'node:timers/promises'
import type { Store, TranscriptEntry } from './store.ts'
import { StoreUnavailableError } from './storeUnavailable.ts'

/** How long a reply whose save went unanswered is retried before the visitor gets the failure text. */
export const SAVE_RETRY_MS = 2_000
const RETRY_PAUSE_MS = 100

/**
 * Commits a reply the visitor is about to receive. The rule: a reply counts (and enters the transcript) exactly
 * when the visitor gets it. A save that goes unanswered (a stalled Redis) is retried with the same token,
 * which is safe because commits are idempotent per token; a save that reaches Redis only after we stopped
 * waiting for it is refused there (see RedisStore.commitReply). So the visitor gets the reply if any attempt
 * lands within SAVE_RETRY_MS, and otherwise the failure text with nothing counted.
 */
export async function saveReply(
  store: Store,
  id: string,
  token: string,
  entries: TranscriptEntry[],
): Promise<number> {
  const giveUpAt = Date.now() + SAVE_RETRY_MS
  for (;;) {
    try {
      return await store.commitReply(id, token, entries)
    } catch (error) {
      if (Date.now() + RETRY_PAUSE_MS >= giveUpAt) throw new StoreUnavailableError(error)
      await sleep(RETRY_PAUSE_MS)
    }
  }
}
