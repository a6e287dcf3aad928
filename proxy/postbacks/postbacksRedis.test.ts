import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { createPostbacks } from './postbacks.ts'
import { acme, conversionEvent, startScriptedReceiver, type Receiver } from './testing/postbackFixtures.ts'

const redis = redisForTests()
let receiver: Receiver

beforeAll(async () => {
  receiver = await startScriptedReceiver(500, 200)
})
afterAll(() => receiver.close())

describe('partner postbacks on Redis', () => {
  it('retries after the app restarts between a failed delivery and its retry, once', async () => {
    const store = await redis.store('pb:')
    const partner = { ...acme, postbackUrl: `${receiver.base}/pb?cid={click_id}&s={status}` }
    const start = () =>
      createPostbacks({
        partners: fixedPartnerRegistry([partner]),
        store,
        logger: createLogger('silent'),
        // Loopback is allowed here: the receiver is a local test server.
        settings: {
          policy: { allowPrivate: true, allowedNetworks: [] },
          timeoutMs: 2_000,
          retryDelaysMs: [2_500],
        },
        queueRedis: { mode: 'single', url: redis.url() },
      })
    const first = await start()
    await first.onConversion(conversionEvent())
    await vi.waitFor(async () => expect(await first.deliveries(partner)).toHaveLength(1), { timeout: 5_000 })
    await first.close()
    const closedAt = Date.now()
    expect(receiver.arrivals).toHaveLength(1)

    const second = await start()
    try {
      await vi.waitFor(async () => expect(await second.deliveries(partner)).toHaveLength(2), {
        timeout: 10_000,
      })
      const [retry, failed] = await second.deliveries(partner)
      expect(failed).toMatchObject({ attempt: 1, delivered: false, code: 500 })
      expect(failed!.nextTryAt).toBeGreaterThan(failed!.at)
      expect(retry).toMatchObject({ attempt: 2, delivered: true, code: 200, eventId: 'T-1#1' })
      expect(receiver.arrivals[1]!.at).toBeGreaterThanOrEqual(closedAt)
      expect(receiver.arrivals.map(({ url }) => url)).toEqual(
        Array(2).fill('/pb?cid=CLICKidCLICKidCLICKid&s=approved'),
      )
      // The same event again is the same job: nothing more is sent.
      await second.onConversion(conversionEvent())
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(receiver.arrivals).toHaveLength(2)
    } finally {
      await second.close()
    }
  }, 30_000)
})
