import { Queue, Worker } from 'bullmq'
import { Cluster, Redis, type RedisOptions } from 'ioredis'
import type { RedisTopology } from '../store/redisClient.ts'
import { delayAfter, type Attempt, type PostbackJob, type PostbackQueue } from './postbackQueue.ts'

export interface BullQueueOptions {
  topology: RedisTopology
  /** The deployment's key prefix; the queue's keys share one hash tag, so it also runs on a Cluster. */
  keyPrefix: string
  attempt: Attempt
  delays: readonly number[]
  onError: (error: Error) => void
  /** Tries running at once in this process. */
  concurrency?: number
}

const NAME = 'postbacks'

/**
 * Delivery through a BullMQ queue in Redis: jobs and their retry times outlive a restart and are shared by
 * every instance; the job id is the event's, so an event is queued once, and a job is held by one worker at a
 * time. Failed tries wait `delays` (a custom backoff), then the job ends.
 */
export async function bullPostbackQueue(options: BullQueueOptions): Promise<PostbackQueue> {
  const { attempt, delays } = options
  const prefix = `{${options.keyPrefix}${NAME}}`
  // Adding fails fast while Redis is down, rather than holding the conversion that fired the event.
  const queueConnection = connect(options.topology, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  // The worker waits on blocking commands, which BullMQ requires to be retried forever.
  const workerConnection = connect(options.topology, { maxRetriesPerRequest: null })
  for (const connection of [queueConnection, workerConnection]) connection.on('error', options.onError)
  const queue = new Queue<PostbackJob>(NAME, { connection: queueConnection, prefix })
  queue.on('error', options.onError)
  const worker = new Worker<PostbackJob>(
    NAME,
    async (job) => {
      const number = job.attemptsMade + 1
      const next = delayAfter(job.data, number, delays)
      const outcome = await attempt(job.data, number, next)
      if (outcome === 'retry' && next !== undefined) throw new Error('postback not delivered yet')
    },
    {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency ?? 8,
      settings: { backoffStrategy: (attemptsMade) => delays[attemptsMade - 1] ?? 0 },
    },
  )
  worker.on('error', options.onError)
  await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()])
  return {
    async add(job) {
      await queue.add(NAME, job, {
        jobId: jobId(job.eventId),
        attempts: job.test ? 1 : delays.length + 1,
        backoff: { type: 'custom' },
        removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
      })
    },
    async close() {
      await worker.close()
      await queue.close()
      await Promise.all(
        [queueConnection.quit(), workerConnection.quit()].map((done) => done.catch(() => undefined)),
      )
    },
  }
}

/** BullMQ refuses ids with ':' or that read as integers; base64url of the event id is neither. */
function jobId(eventId: string): string {
  return `e-${Buffer.from(eventId).toString('base64url')}`
}

function connect(topology: RedisTopology, extra: RedisOptions): Redis | Cluster {
  switch (topology.mode) {
    case 'single':
      return new Redis(topology.url, extra)
    case 'sentinel':
      return new Redis({
        ...extra,
        sentinels: topology.sentinels,
        name: topology.name,
        password: topology.password,
        sentinelPassword: topology.password,
      })
    case 'cluster':
      return new Cluster(topology.nodes, {
        enableOfflineQueue: extra.enableOfflineQueue ?? true,
        redisOptions: { ...extra, password: topology.password },
      })
  }
}
