import type { Locale } from '../../core/i18n/locales.ts'
import type { TranscriptResponse } from '../../core/protocol.ts'
import { postTranscript } from '../api/postTranscript.ts'

/** Pauses before each read of an answer that is not saved yet (ms): seven reads over about 35 s. */
export const READ_BACKOFF_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 8_000, 8_000]
/** A Retry-After longer than this is not waited for. */
const LONGEST_WAIT_MS = 60_000

export type TranscriptRead =
  | { data: TranscriptResponse }
  /** The conversation is unknown to the server: expired or deleted. */
  | { gone: true }
  /** No answer worth showing after every try, or the read was aborted. */
  | { gaveUp: true }

/**
 * Reads a session's transcript until `ready` accepts it, waiting between tries (the server's Retry-After
 * when it sends one) and giving up after the last pause. `onRetry` runs before each wait.
 */
export async function readTranscript(
  request: { apiBase: string; sessionId: string; locale: Locale },
  options: {
    signal: AbortSignal
    pauses: readonly number[]
    ready?: (data: TranscriptResponse) => boolean
    onRetry?: () => void
  },
): Promise<TranscriptRead> {
  const { apiBase, sessionId, locale } = request
  for (let attempt = 0; ; attempt += 1) {
    const { data, error } = await postTranscript(apiBase, { sessionId, locale }, options.signal)
    if (options.signal.aborted) return { gaveUp: true }
    if (data && (options.ready?.(data) ?? true)) return { data }
    if (error?.status === 404) return { gone: true }
    const pause = options.pauses[attempt]
    const wait = error?.retryAfter === undefined ? pause : error.retryAfter * 1000
    if (pause === undefined || wait === undefined || wait > LONGEST_WAIT_MS) return { gaveUp: true }
    options.onRetry?.()
    if (!(await sleep(wait, options.signal))) return { gaveUp: true }
  }
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
}
