import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import { DEFAULT_RETRY_DELAYS_MS } from './postbackQueue.ts'
import { createPostbacks, type Postbacks } from './postbacks.ts'
import type { PostbackSender } from './postbackSender.ts'
import { acme, conversionEvent, scriptedSender } from './testing/postbackFixtures.ts'

const policy = { allowPrivate: false, allowedNetworks: [] }
let postbacks: Postbacks | undefined

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(async () => {
  await postbacks?.close()
  vi.useRealTimers()
})

async function start(sender: PostbackSender, partners = [acme]) {
  postbacks = await createPostbacks({
    partners: fixedPartnerRegistry(partners),
    store: createMemoryStore({ ttlMs: 60_000 }),
    logger: createLogger('silent'),
    settings: { policy, timeoutMs: 10_000 },
    sender,
    now: Date.now,
  })
  return postbacks
}

describe('partner postbacks in process', () => {
  it('retries a failed postback on the schedule until it is delivered: three attempts in the log', async () => {
    const sender = scriptedSender(
      { ok: false, code: 500 },
      { ok: false, error: 'no answer within 10000 ms' },
      {
        ok: true,
        code: 200,
      },
    )
    const pb = await start(sender)
    const t0 = Date.now()
    await pb.onConversion(conversionEvent())
    await vi.advanceTimersByTimeAsync(0)
    expect(sender.urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAYS_MS[0]! - 1)
    expect(sender.urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(sender.urls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAYS_MS[1]!)
    expect(sender.urls).toEqual(
      Array(3).fill('https://net.example/pb?cid=CLICKidCLICKidCLICKid&s=approved&p=12.50&token=s3cret'),
    )
    const log = await pb.deliveries(acme)
    expect(log.map(({ attempt, delivered, code, error }) => ({ attempt, delivered, code, error }))).toEqual([
      { attempt: 3, delivered: true, code: 200, error: undefined },
      { attempt: 2, delivered: false, code: undefined, error: 'no answer within 10000 ms' },
      { attempt: 1, delivered: false, code: 500, error: undefined },
    ])
    expect(log[2]!.nextTryAt).toBe(t0 + DEFAULT_RETRY_DELAYS_MS[0]!)
    expect(log[0]!.nextTryAt).toBeUndefined()
    expect(log[0]!.url).toBe('https://net.example/pb?cid=CLICKidCLICKidCLICKid&s=approved&p=12.50&token=***')
    await vi.advanceTimersByTimeAsync(48 * 3600_000)
    expect(sender.urls).toHaveLength(3)
  })

  it('keeps trying for more than 24 hours, then gives up', async () => {
    expect(DEFAULT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(24 * 3600_000)
    const sender = scriptedSender({ ok: false, code: 503 })
    const pb = await start(sender)
    await pb.onConversion(conversionEvent())
    await vi.advanceTimersByTimeAsync(24 * 3600_000)
    expect(sender.urls.length).toBeLessThan(DEFAULT_RETRY_DELAYS_MS.length + 1)
    await vi.advanceTimersByTimeAsync(24 * 3600_000)
    expect(sender.urls).toHaveLength(DEFAULT_RETRY_DELAYS_MS.length + 1)
    const [last] = await pb.deliveries(acme)
    expect(last).toMatchObject({ attempt: DEFAULT_RETRY_DELAYS_MS.length + 1, delivered: false })
    expect(last!.nextTryAt).toBeUndefined()
  })

  it('has one try in flight per event: a slow receiver delays the retry, a repeated event is ignored', async () => {
    let answer: (result: { ok: false; code: number }) => void = () => undefined
    const slow = new Promise<{ ok: false; code: number }>((resolve) => (answer = resolve))
    const sender = scriptedSender(slow, { ok: true, code: 200 })
    const pb = await start(sender)
    await pb.onConversion(conversionEvent())
    await pb.onConversion(conversionEvent())
    await vi.advanceTimersByTimeAsync(3600_000)
    expect(sender.urls).toHaveLength(1)
    answer({ ok: false, code: 500 })
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAYS_MS[0]!)
    expect(sender.urls).toHaveLength(2)
    await pb.onConversion(conversionEvent())
    await vi.advanceTimersByTimeAsync(0)
    expect(sender.urls).toHaveLength(2)
  })

  it('does not retry a refused address', async () => {
    const sender = scriptedSender({
      ok: false,
      error: 'refused: 10.0.0.1 is a private address',
      permanent: true,
    })
    const pb = await start(sender)
    await pb.onConversion(conversionEvent())
    await vi.advanceTimersByTimeAsync(48 * 3600_000)
    expect(sender.urls).toHaveLength(1)
  })

  it('sends nothing for a partner without a URL, and the portal’s URL wins over the registry’s', async () => {
    const sender = scriptedSender({ ok: true, code: 200 })
    const quiet = { ...acme, id: 'quiet', postbackUrl: undefined }
    const pb = await start(sender, [acme, quiet])
    await pb.onConversion(conversionEvent('T-1#1', 'quiet'))
    await pb.onConversion(conversionEvent('T-1#2', 'nobody'))
    await pb.setTemplate(acme, 'https://mine.example/c?tx={txid}&c={commission}')
    await pb.onConversion(conversionEvent('T-1#3'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sender.urls).toEqual(['https://mine.example/c?tx=T-1&c='])
    expect(await pb.template(acme)).toEqual({
      url: 'https://mine.example/c?tx={txid}&c={commission}',
      source: 'portal',
    })
    await pb.setTemplate(acme, undefined)
    expect(await pb.template(acme)).toEqual({ url: acme.postbackUrl, source: 'registry' })
  })

  it('fills {commission} from the partner’s rule in the registry', async () => {
    const sender = scriptedSender({ ok: true, code: 200 })
    const paid = {
      ...acme,
      id: 'paid',
      postbackUrl: 'https://net.example/c?tx={txid}&c={commission}',
      commission: { type: 'revshare' as const, percent: 40 },
    }
    const pb = await start(sender, [paid])
    await pb.onConversion(conversionEvent('T-1#1', 'paid'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sender.urls).toEqual(['https://net.example/c?tx=T-1&c=5.00'])
  })

  it('sends a test postback once, marked as a test, and logs it', async () => {
    const sender = scriptedSender({ ok: false, code: 404 })
    const pb = await start(sender)
    expect(await pb.sendTest(acme)).toBe(true)
    await vi.advanceTimersByTimeAsync(48 * 3600_000)
    expect(sender.urls).toHaveLength(1)
    expect(sender.urls[0]).toMatch(
      /^https:\/\/net\.example\/pb\?cid=test-[0-9a-f]{12}&s=test&p=1\.00&token=s3cret$/,
    )
    const [entry] = await pb.deliveries(acme)
    expect(entry).toMatchObject({ test: true, status: 'test', attempt: 1, delivered: false, code: 404 })
    expect(entry!.nextTryAt).toBeUndefined()
  })
})
