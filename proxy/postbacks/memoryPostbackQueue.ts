import { delayAfter, type Attempt, type PostbackJob, type PostbackQueue } from './postbackQueue.ts'

const REMEMBERED = 10_000

/**
 * In-process delivery with timers: the retries of a job live in this process and are lost when it stops
 * (Redis mode keeps them in a BullMQ queue instead). At most one try per event runs at a time.
 */
export function memoryPostbackQueue(attempt: Attempt, delays: readonly number[]): PostbackQueue {
  const queued = new Map<string, NodeJS.Timeout | undefined>()
  // Finished events are remembered for a while, as BullMQ keeps finished jobs, so a repeat is not sent again.
  const finished = new Set<string>()
  const inFlight = new Set<Promise<unknown>>()
  let closed = false
  const run = async (job: PostbackJob, number: number): Promise<void> => {
    queued.set(job.eventId, undefined)
    const next = delayAfter(job, number, delays)
    const tried = attempt(job, number, next).catch(() => 'retry' as const)
    inFlight.add(tried)
    const outcome = await tried
    inFlight.delete(tried)
    if (closed) return
    if (outcome === 'retry' && next !== undefined) {
      // Unref'd: pending retries do not keep a stopping process alive.
      const timer = setTimeout(() => void run(job, number + 1), next).unref()
      queued.set(job.eventId, timer)
    } else {
      queued.delete(job.eventId)
      finished.add(job.eventId)
      if (finished.size > REMEMBERED) finished.delete(finished.values().next().value!)
    }
  }
  return {
    async add(job) {
      if (closed || queued.has(job.eventId) || finished.has(job.eventId)) return
      void run(job, 1)
    },
    async close() {
      closed = true
      for (const timer of queued.values()) clearTimeout(timer)
      queued.clear()
      await Promise.all(inFlight)
    },
  }
}
