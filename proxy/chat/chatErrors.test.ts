import { describe, expect, it } from 'vitest'
import { enServer, enWidget } from '../../core/i18n/en.ts'
import type { FakeMode } from '../testing/fakeOpenAI.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'
import { SENTINEL_KEY } from '../testing/testApp.ts'

const { upstream, chatApp } = useFakeUpstream()

function setup(openai: { timeoutMs?: number; deadlineMs?: number } = {}) {
  const test = chatApp({ openai, logLevel: 'debug' })
  const send = (message: string, address = '8.8.8.8', sessionId?: string) =>
    test.chat({ message, sessionId }, address)
  return { send, lines: test.lines }
}

describe('error catalogue (product spec, section 8)', () => {
  it('country not in the allowed list: the refusal text and no model call', async () => {
    const { send } = setup()
    const res = await send('hi', '77.88.8.8')
    expect(res.status).toBe(200)
    expect(res.body.reply).toEqual({ text: enServer.refusal, kind: 'refused' })
    expect(upstream().requests).toHaveLength(0)
  })

  it('country lookup fails: treated as not allowed', async () => {
    const { send } = setup()
    const res = await send('hi', '10.1.2.3')
    expect(res.body.reply).toEqual({ text: enServer.refusal, kind: 'refused' })
    expect(upstream().requests).toHaveLength(0)
  })

  it.each<[FakeMode, number]>([
    ['error500', 2],
    ['error429', 2],
    ['reset', 2],
    ['invalidJson', 1],
    ['html', 1],
    ['noChoices', 1],
    ['emptyChoices', 1],
  ])(
    'AI call fails (%s): the failure text, the reason logged, nothing of it sent',
    async (mode, attempts) => {
      upstream().setMode(mode)
      const { send, lines } = setup()
      const res = await send('hello there')
      expect(res.status).toBe(200)
      expect(res.body.reply).toEqual({ text: enWidget.failure, kind: 'failed' })
      expect(res.body.remaining).toBe(6)
      expect(upstream().requests).toHaveLength(attempts)
      expect(JSON.stringify(res.body)).not.toMatch(/fake secret detail|Rate limit reached|Bad gateway/)
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'model call failed')
      expect(failure?.upstream).toBeDefined()
      if (mode === 'error500') expect(failure.upstream).toMatchObject({ status: 500 })
      if (mode === 'error429')
        expect(failure.upstream).toMatchObject({ status: 429, code: 'rate_limit_exceeded' })
      expect(lines.join('\n')).not.toContain(SENTINEL_KEY)
    },
  )

  it('AI call too slow: the per-attempt timeout and the overall deadline end it with the failure text', async () => {
    upstream().setMode('slow', { delayMs: 10_000 })
    const { send } = setup({ timeoutMs: 300, deadlineMs: 500 })
    const started = Date.now()
    const res = await send('hello')
    expect(res.body.reply).toEqual({ text: enWidget.failure, kind: 'failed' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("AI call rate limited with a long Retry-After: the deadline caps the SDK's wait", async () => {
    upstream().setMode('error429', { retryAfterSeconds: 30 })
    const { send } = setup({ deadlineMs: 600 })
    const started = Date.now()
    const res = await send('hello')
    expect(res.body.reply).toEqual({ text: enWidget.failure, kind: 'failed' })
    expect(upstream().requests).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('a retry the SDK schedules after the deadline is never sent: a visitor told it failed is billed nothing more', async () => {
    upstream().setMode('error429', { retryAfterSeconds: 1 })
    const { send } = setup({ deadlineMs: 300 })
    const res = await send('hello')
    expect(res.body.reply).toEqual({ text: enWidget.failure, kind: 'failed' })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(upstream().requests).toHaveLength(1)
  })

  it.each<FakeMode>(['emptyContent', 'nullContent'])(
    'AI reply has no content (%s): the fallback text',
    async (mode) => {
      upstream().setMode(mode)
      const { send } = setup()
      const res = await send('hello')
      expect(res.status).toBe(200)
      expect(res.body.reply).toEqual({ text: enServer.emptyReply, kind: 'empty' })
    },
  )

  it('a failed call leaves the counter as it was; an empty reply counts as a reply', async () => {
    const { send } = setup()
    const first = await send('hi')
    const sessionId = first.body.sessionId
    const failed = await send('oops [[fail]]', '8.8.8.8', sessionId)
    expect(failed.body.remaining).toBe(first.body.remaining)
    const empty = await send('hello [[empty]]', '8.8.8.8', sessionId)
    expect(empty.body).toMatchObject({
      reply: { text: enServer.emptyReply, kind: 'empty' },
      remaining: first.body.remaining - 1,
    })
  })
})
