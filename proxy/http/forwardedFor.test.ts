import request from 'supertest'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { openCountryDatabase, type GeoLookup } from '../geo/geoLookup.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'

let geo: GeoLookup
beforeAll(async () => {
  geo = await openCountryDatabase()
})

function setup(env: Record<string, string | undefined> = {}) {
  const complete = vi.fn<ChatModel['complete']>(async () => ({ kind: 'reply', text: 'Hey you 😘' }))
  const { logger, lines } = captureLogger('info')
  const { app } = makeTestApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    model: { kind: 'offline', complete },
    geo,
    logger,
  })
  const chat = (forwardedFor?: string) => {
    const req = request(app).post('/api/chat')
    if (forwardedFor !== undefined) req.set('X-Forwarded-For', forwardedFor)
    return req.send({ message: 'hello' })
  }
  return { app, complete, lines, chat }
}

describe('X-Forwarded-For with a port', () => {
  it.each(['8.8.8.8:52311', '[2003::1]:443', '[2003::1]', '203.0.113.9, 8.8.8.8:1234'])(
    'takes the address out of %s',
    async (value) => {
      const { chat, complete } = setup()
      const res = await chat(value)
      expect(res.body.reply).toEqual({ text: 'Hey you 😘', kind: 'reply' })
      expect(complete).toHaveBeenCalledTimes(1)
    },
  )

  it('counts one address with different ports against one rate limit', async () => {
    const { chat } = setup({ RATE_LIMIT_PER_MINUTE: '2' })
    expect((await chat('8.8.8.8:1000')).status).toBe(200)
    expect((await chat('8.8.8.8:1001')).status).toBe(200)
    expect((await chat('8.8.8.8:1002')).status).toBe(429)
  })
})

describe('X-Forwarded-For from loopback while TRUST_PROXY is unset', () => {
  it('warns once, explaining what to set, and counts every such request in /metrics', async () => {
    const { chat, lines, app } = setup({ TRUST_PROXY: undefined })
    await chat('8.8.8.8')
    await chat('81.2.69.142')
    const warnings = lines.map((line) => JSON.parse(line)).filter((l) => /TRUST_PROXY/.test(l.msg))
    expect(warnings).toHaveLength(1)
    expect(warnings[0].level).toBe(40)
    expect(warnings[0].msg).toMatch(/TRUST_PROXY=1/)
    const metrics = (await request(app).get('/metrics')).text
    expect(metrics).toMatch(/^untrusted_forwarded_requests_total 2$/m)
  })

  it('stays quiet without the header, or with a proxy trusted', async () => {
    const direct = setup({ TRUST_PROXY: undefined })
    await direct.chat()
    const trusted = setup()
    await trusted.chat('8.8.8.8')
    for (const { lines } of [direct, trusted]) {
      expect(lines.filter((line) => line.includes('TRUST_PROXY'))).toHaveLength(0)
    }
  })
})
