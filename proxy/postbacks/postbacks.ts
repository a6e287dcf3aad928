import { randomBytes } from 'node:crypto'
import type { ConversionEvent, ConversionListener } from '../conversions/conversionTypes.ts'
import type { Logger } from '../logger.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { fillPostbackTemplate } from '../partners/postbackTemplate.ts'
import type { RedisTopology } from '../store/redisClient.ts'
import type { Store } from '../store/store.ts'
import type { AddressPolicy } from './addressGuard.ts'
import { bullPostbackQueue } from './bullPostbackQueue.ts'
import { deliveryLogBeside, type DeliveryEntry, type DeliveryLog } from './deliveryLog.ts'
import { maskSecrets } from './maskSecrets.ts'
import { memoryPostbackQueue } from './memoryPostbackQueue.ts'
import { ownPostbackUrlsBeside, type OwnPostbackUrls } from './ownPostbackUrls.ts'
import {
  DEFAULT_RETRY_DELAYS_MS,
  type Attempt,
  type PostbackJob,
  type PostbackQueue,
} from './postbackQueue.ts'
import { createPostbackSender, type PostbackSender } from './postbackSender.ts'
import { postbackValues } from './postbackValues.ts'

/** Partners' postbacks: the URL each one uses, delivery of every conversion event, and the delivery log. */
export interface Postbacks {
  /** Registered with the conversion endpoint: queues the partner's postback for the event, if it has one. */
  onConversion: ConversionListener
  /** The URL template in force for the partner, and where it comes from. */
  template(partner: Partner): Promise<{ url?: string; source: 'portal' | 'registry' | 'none' }>
  /** The partner's own template (checked by the caller); undefined returns to the registry's. */
  setTemplate(partner: Partner, url: string | undefined): Promise<void>
  /** Sends a test postback (status `test`, values marked as tests) once; false when no URL is set. */
  sendTest(partner: Partner): Promise<boolean>
  deliveries(partner: Partner): Promise<DeliveryEntry[]>
  /** Each partner's events whose latest try in the log failed, newest first: for the operator. */
  failing(): Promise<{ partner: string; entry: DeliveryEntry }[]>
  close(): Promise<void>
}

export interface PostbackSettings {
  policy: AddressPolicy
  timeoutMs: number
  /** The waits between tries; the default spans more than 24 hours. */
  retryDelaysMs?: readonly number[]
}

export interface PostbacksOptions {
  partners: PartnerRegistry
  /** Where the log and the partners' own URLs are kept: beside the sessions (Redis or in process). */
  store: Store
  logger: Logger
  settings: PostbackSettings
  /** Redis for the delivery queue (BullMQ); without it retries are kept in this process. */
  queueRedis?: RedisTopology
  /** Tests stand in their own transport. */
  sender?: PostbackSender
  now?: () => number
}

/** Partners' postbacks with a BullMQ queue in Redis when `queueRedis` is given, else retried in process. */
export async function createPostbacks(options: PostbacksOptions): Promise<Postbacks> {
  const { queueRedis } = options
  if (!queueRedis) return createMemoryPostbacks(options)
  return assemble(options, (attempt, delays) =>
    bullPostbackQueue({
      topology: queueRedis,
      keyPrefix: options.store.keyPrefix,
      attempt,
      delays,
      onError: (error) => options.logger.warn({ err: error }, 'postback queue: Redis error'),
    }),
  )
}

/** Partners' postbacks retried in this process (lost when it stops). */
export function createMemoryPostbacks(options: Omit<PostbacksOptions, 'queueRedis'>): Postbacks {
  return assemble(options, memoryPostbackQueue)
}

type QueueMaker<Q> = (attempt: Attempt, delays: readonly number[]) => Q

function assemble(options: PostbacksOptions, makeQueue: QueueMaker<PostbackQueue>): Postbacks
function assemble(
  options: PostbacksOptions,
  makeQueue: QueueMaker<Promise<PostbackQueue>>,
): Promise<Postbacks>
function assemble(
  options: PostbacksOptions,
  makeQueue: QueueMaker<PostbackQueue | Promise<PostbackQueue>>,
): Postbacks | Promise<Postbacks> {
  const { store, logger, settings, now = Date.now } = options
  const log: DeliveryLog = deliveryLogBeside(store)
  const own: OwnPostbackUrls = ownPostbackUrlsBeside(store)
  const sender =
    options.sender ?? createPostbackSender({ policy: settings.policy, timeoutMs: settings.timeoutMs })
  const delays = settings.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS

  const attempt: Attempt = async (job, number, nextDelayMs) => {
    const result = await sender.send(job.url)
    const retry = !result.ok && !result.permanent && nextDelayMs !== undefined
    const at = now()
    const entry: DeliveryEntry = {
      at,
      eventId: job.eventId,
      test: job.test,
      status: job.status,
      url: maskSecrets(job.url),
      delivered: result.ok,
      ...(result.code !== undefined && { code: result.code }),
      ...(!result.ok && result.error !== undefined && { error: result.error }),
      attempt: number,
      ...(retry && { nextTryAt: at + nextDelayMs }),
    }
    await log
      .add(job.partner, entry)
      .catch((error: unknown) => logger.warn({ err: error }, 'postback log not written'))
    const fields = { partner: job.partner, eventId: job.eventId, attempt: number, code: result.code }
    if (result.ok) logger.info(fields, 'partner postback delivered')
    else logger.warn({ ...fields, error: result.error, retry }, 'partner postback failed')
    return retry ? 'retry' : 'done'
  }
  const made = makeQueue(attempt, delays)
  return made instanceof Promise
    ? made.then((queue) => service(queue, own, log, sender, options))
    : service(made, own, log, sender, options)
}

function service(
  queue: PostbackQueue,
  own: OwnPostbackUrls,
  log: DeliveryLog,
  sender: PostbackSender,
  { partners, logger }: PostbacksOptions,
): Postbacks {
  const template: Postbacks['template'] = async (partner) => {
    const mine = await own.get(partner.id)
    if (mine !== undefined) return { url: mine, source: 'portal' }
    return partner.postbackUrl ? { url: partner.postbackUrl, source: 'registry' } : { source: 'none' }
  }
  const enqueue = async (
    partner: Partner,
    job: Omit<PostbackJob, 'url' | 'partner'>,
    fill: (url: string) => string,
  ) => {
    const { url } = await template(partner)
    if (url === undefined) return false
    await queue.add({ ...job, partner: partner.id, url: fill(url) })
    return true
  }

  return {
    async onConversion(event: ConversionEvent) {
      const { conversion } = event
      const partner = partners.byId(conversion.click.partner)
      if (!partner) return
      try {
        const values = postbackValues(conversion, partner.commission)
        const job = { eventId: event.eventId, status: conversion.status, test: false }
        await enqueue(partner, job, (url) => fillPostbackTemplate(url, values))
      } catch (error) {
        // The conversion itself is recorded; only the partner's copy of the news is lost, and said so.
        logger.error(
          { err: error, partner: partner.id, eventId: event.eventId },
          'partner postback not queued',
        )
      }
    },
    template,
    setTemplate: (partner, url) => own.set(partner.id, url),
    async sendTest(partner) {
      const id = `test-${randomBytes(6).toString('hex')}`
      const values = {
        ...postbackValues(testConversion(partner.id, id), partner.commission),
        status: 'test',
      }
      return enqueue(partner, { eventId: id, status: 'test', test: true }, (url) =>
        fillPostbackTemplate(url, values),
      )
    },
    deliveries: (partner) => log.recent(partner.id),
    async failing() {
      const logs = await Promise.all(
        partners.list().map(async ({ id }) => ({ partner: id, entries: await log.recent(id) })),
      )
      return logs
        .flatMap(({ partner, entries }) => latestPerEvent(entries).map((entry) => ({ partner, entry })))
        .filter(({ entry }) => !entry.delivered)
        .sort((a, b) => b.entry.at - a.entry.at)
    },
    async close() {
      await queue.close()
      await sender.close()
    },
  }
}

/** The newest entry of each event in a log that lists newest first. */
function latestPerEvent(entries: readonly DeliveryEntry[]): DeliveryEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.eventId) && Boolean(seen.add(entry.eventId)))
}

/** A conversion that never happened, its values plainly marked as a test. */
function testConversion(partner: string, id: string) {
  return {
    txid: id,
    clickId: id,
    status: 'approved' as const,
    payoutMinor: 100,
    currency: 'USD',
    click: {
      clickId: id,
      partner,
      persona: 'test',
      variant: 'test',
      country: 'XX',
      device: 'desktop' as const,
      language: 'en' as const,
      subIds: { sub1: 'test', sub2: 'test', sub3: 'test', sub4: 'test', sub5: 'test' },
      at: 0,
    },
  }
}
