import { writePending } from '../lib/pendingMessage.ts'
import type { ChatState } from './chatReducer.ts'
import { READ_BACKOFF_MS, readTranscript, sleep } from './readTranscript.ts'
import type { ChatOptions, Outcome } from './chatTypes.ts'

/**
 * A message sent before a reload and still being answered: its answer is read from the transcript until it
 * is saved there (`before`: the free replies left when it was sent). It comes with the extras.
 */
export async function resume(
  before: number,
  options: ChatOptions,
  { sessionId }: Pick<ChatState, 'sessionId'>,
  signal: AbortSignal,
): Promise<Outcome> {
  const [first = 0, ...pauses] = READ_BACKOFF_MS
  // The transcript was just read before the reload: the first pause comes before reading it again.
  const read =
    sessionId && (await sleep(first, signal))
      ? await readTranscript(
          { apiBase: options.apiBase, sessionId, locale: options.locale },
          { signal, pauses, ready: (data) => data.remaining < before },
        )
      : ({ gaveUp: true } as const)
  if (options.storageKey && !signal.aborted) writePending(options.storageKey, null)
  const at = Date.now()
  const answer = 'data' in read ? read.data.messages.at(-1) : undefined
  if (!('data' in read) || answer?.from !== 'persona')
    return { type: 'failed', text: options.texts.failure, at }
  const { remaining, signup } = read.data
  return { type: 'answered', sessionId: read.data.sessionId, reply: answer.text, remaining, signup, at }
}
