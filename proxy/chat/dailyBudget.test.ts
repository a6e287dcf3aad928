import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryFunnelStore } from '../funnel/memoryFunnelStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { captureLogger, fixedGeo, makeTestApp, testConfig } from '../testing/testApp.ts'

const TINY = 'https://tiny.example'

function setup(env: Record<string, string>, dailyModelCalls = 1_000) {
  const { logger, lines } = captureLogger('info')
  const funnelStore = createMemoryFunnelStore()
  const partners = fixedPartnerRegistry([{ id: 'tiny', name: 'Tiny', origins: [TINY], dailyModelCalls }])
  // Google's public resolvers' IPv6 range stands for a US visitor's allocation.
  const known = fixedGeo()
  const geo = {
    country: (address: string) => (address.startsWith('2001:4860:') ? 'US' : known.country(address)),
  }
  const test = makeTestApp(testConfig(env), {
    model: createOfflineModel(),
    logger,
    partners,
    funnelStore,
    geo,
  })
  const chat = (
    body: object,
    { origin, address = '8.8.8.8' }: { origin?: string; address?: string } = {},
  ) => {
    const req = request(test.app).post('/api/chat').set('X-Forwarded-For', address)
    return (origin ? req.set('Origin', origin) : req).send(body)
  }
  const conversations = async () =>
    (await funnelStore.read([new Date().toISOString().slice(0, 10)]))
      .filter((tally) => tally.event === 'conversations')
      .reduce((sum, tally) => sum + tally.count, 0)
  const logged = (msg: RegExp) => lines.map((line) => JSON.parse(line)).filter((line) => msg.test(line.msg))
  return { ...test, chat, conversations, logged }
}

afterEach(() => vi.useRealTimers())

describe('a spent daily budget', () => {
  it('refuses new visitors without creating a session or counting a conversation, and warns once', async () => {
    const { chat, conversations, logged, deps } = setup({ DAILY_MODEL_CALL_LIMIT: '1' })
    expect((await chat({ message: 'hi' })).status).toBe(200)
    for (let retry = 0; retry < 3; retry += 1) {
      const res = await chat({ message: 'hi' }, { address: '81.2.69.142' })
      expect(res.status).toBe(503)
      expect(res.body.sessionId).toBeUndefined()
    }
    expect(await deps.store.sessionCount()).toBe(1)
    expect(await conversations()).toBe(1)
    const warnings = logged(/daily model budget spent/)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ level: 40, budget: 'DAILY_MODEL_CALL_LIMIT', limit: 1 })
  })

  it("names a partner's dailyModelCalls, and logs one line when the new day renews it", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T23:59:00Z') })
    const { chat, logged } = setup({}, 1)
    expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(200)
    expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(503)
    expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(503)
    expect(logged(/daily model budget spent/)).toEqual([
      expect.objectContaining({ budget: "partner 'tiny' dailyModelCalls", limit: 1 }),
    ])
    vi.setSystemTime(new Date('2026-03-02T00:00:05Z'))
    expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(200)
    expect((await chat({ message: 'hi' })).status).toBe(200)
    expect(logged(/daily model budget renewed/)).toEqual([
      expect.objectContaining({ level: 30, budget: "partner 'tiny' dailyModelCalls" }),
    ])
  })
})

describe("one address's share of a partner's budget (PARTNER_BUDGET_SHARE_PER_ADDRESS)", () => {
  it('stops one address at its share (at least 20 calls) while other addresses go on, and counts it', async () => {
    const { chat, app } = setup({ PARTNER_BUDGET_SHARE_PER_ADDRESS: '5' }, 1_000)
    const from = (address: string) => chat({ message: 'hi' }, { origin: TINY, address })
    for (let call = 0; call < 50; call += 1) expect((await from('8.8.8.8')).status).toBe(200)
    const over = await from('8.8.8.8')
    expect(over.status).toBe(503)
    expect(over.body.error.code).toBe('daily_limit_reached')
    expect((await from('81.2.69.142')).status).toBe(200)
    const metrics = await request(app).get('/metrics')
    expect(metrics.text).toMatch(/partner_budget_address_refusals_total\{partner="tiny"\} 1/)
  })

  it('gives each address at least 20 calls of a small budget', async () => {
    const { chat } = setup({}, 100)
    for (let call = 0; call < 20; call += 1)
      expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(200)
    expect((await chat({ message: 'hi' }, { origin: TINY })).status).toBe(503)
  })

  it("counts IPv6 clients by /56, as the rate limits do, so one allocation cannot spend a partner's day", async () => {
    const { chat } = setup({}, 100)
    const from = (address: string) => chat({ message: 'hi' }, { origin: TINY, address })
    // Twenty different /64s of one /56 (a single customer's allocation) share one address's 20 calls.
    for (let subnet = 0; subnet < 20; subnet += 1)
      expect((await from(`2001:4860:4860:${subnet.toString(16)}::${subnet + 1}`)).status).toBe(200)
    expect((await from('2001:4860:4860:ff::abcd')).status).toBe(503)
    expect((await from('2001:4860:4860:100::1')).status).toBe(200)
  })
})
