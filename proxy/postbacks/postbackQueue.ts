/** One postback to deliver: the URL already filled for its event. */
export interface PostbackJob {
  eventId: string
  partner: string
  url: string
  /** The conversion status it reports ('test' for a test postback). */
  status: string
  /** A test from the portal: sent once, never retried. */
  test: boolean
}

/**
 * One try: `nextDelayMs` is the wait before the next try should this one fail (undefined: the last try).
 * Resolves 'retry' to be tried again after that wait, 'done' when delivered or not worth retrying.
 */
export type Attempt = (
  job: PostbackJob,
  attempt: number,
  nextDelayMs: number | undefined,
) => Promise<'done' | 'retry'>

/** Delivers each job until it succeeds or its retries run out, one try at a time per event. */
export interface PostbackQueue {
  /** Queues a job; a job whose event is already queued is ignored. */
  add(job: PostbackJob): Promise<void>
  /** Stops taking and trying jobs; a try in flight is waited for. */
  close(): Promise<void>
}

/** Waits between tries: 1, 5, 15 and 30 minutes, then 1, 2, 4 and three times 8 hours (about 32 hours in all). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 30, 60, 120, 240, 480, 480, 480].map(
  (minutes) => minutes * 60_000,
)

/** The wait after the failed try number `attempt`, or undefined when no try follows. */
export function delayAfter(job: PostbackJob, attempt: number, delays: readonly number[]): number | undefined {
  return job.test ? undefined : delays[attempt - 1]
}
