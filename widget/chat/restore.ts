import { readPending, writePending } from '../lib/pendingMessage.ts'
import { crisisMarkKey } from '../lib/crisisMark.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import type { ChatAction } from './chatReducer.ts'
import { greetingMessage } from './messages.ts'
import { readTranscript } from './readTranscript.ts'
import type { ChatOptions } from './chatTypes.ts'

/** Pauses before reading a saved conversation again (a 429 without Retry-After, a network error). */
export const RESTORE_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000]

/**
 * Shows the saved conversation of `sessionId`, with a message still being answered at its end. When it
 * cannot be read (unknown, expired, or no answer after the retries), the stored id is forgotten and a new
 * conversation starts for real, so the visitor never sees other than what the model will see. `sync`: this
 * tab shows the conversation already and catches up with what another tab added to it.
 */
export async function restore(
  sessionId: string,
  options: ChatOptions,
  signal: AbortSignal,
  dispatch: (action: ChatAction) => void,
  sync?: boolean,
): Promise<void> {
  const { apiBase, locale, storageKey: key } = options
  const read = await readTranscript(
    { apiBase, sessionId, locale },
    { signal, pauses: RESTORE_BACKOFF_MS, onRetry: () => dispatch({ type: 'retrying' }) },
  )
  if (signal.aborted) return
  if ('data' in read) {
    const { data } = read
    const pending = key ? readPending(key) : null
    const inFlight =
      pending?.sessionId === data.sessionId && data.remaining >= pending.remaining ? pending : undefined
    if (key && !inFlight) writePending(key, null)
    const mark = readStored('localStorage', crisisMarkKey(key))
    const messages = data.messages.map((item) => ({
      id: 0,
      sender: item.from,
      text: item.text,
      time: Date.parse(item.at),
      ...(item.text === mark && { crisis: true as const }),
    }))
    dispatch({ type: 'restored', ...data, messages, inFlight })
    return
  }
  // A tab catching up with another keeps its conversation when the transcript cannot be read just now.
  if (!sync) startAfresh(options, dispatch)
}

/** The saved conversation cannot be shown: its id is forgotten and a new conversation starts for real. */
export function startAfresh(
  { storageKey: key, persona }: ChatOptions,
  dispatch: (action: ChatAction) => void,
): void {
  if (key) {
    writeStored('localStorage', key, null)
    writePending(key, null)
  }
  dispatch({ type: 'fresh', greeting: greetingMessage(persona.greeting) })
}
