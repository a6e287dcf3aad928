import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { createMemoryPostbacks } from '../postbacks/postbacks.ts'
import { acme, conversionEvent, scriptedSender } from '../postbacks/testing/postbackFixtures.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import { postbackFailures } from './postbackFailures.ts'

describe('postbackFailures', () => {
  it('lists events whose latest try failed, not those delivered in the end', async () => {
    const sender = scriptedSender({ ok: false, code: 500 }, { ok: true, code: 200 }, { ok: false, code: 503 })
    const postbacks = createMemoryPostbacks({
      partners: fixedPartnerRegistry([acme]),
      store: createMemoryStore({ ttlMs: 60_000 }),
      logger: createLogger('silent'),
      settings: {
        policy: { allowPrivate: false, allowedNetworks: [] },
        timeoutMs: 1_000,
        retryDelaysMs: [0],
      },
      sender,
    })
    try {
      expect(await postbackFailures(postbacks)).toContain('None: every recent postback was delivered.')
      await postbacks.onConversion(conversionEvent('T-1#1'))
      await expect.poll(() => sender.urls.length).toBe(2)
      await postbacks.onConversion(conversionEvent('T-2#1'))
      await expect.poll(async () => (await postbacks.failing())[0]?.entry.attempt).toBe(2)
      const html = await postbackFailures(postbacks)
      expect(html).toContain('<th scope="row">acme</th><td>T-2#1</td>')
      expect(html).toContain('<td>HTTP 503</td><td>2</td><td>gave up</td>')
      expect(html).not.toContain('T-1#1')
      expect(html).toContain('token=***')
    } finally {
      await postbacks.close()
    }
  })
})
