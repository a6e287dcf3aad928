import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { upstreamChatApp } from '../testing/fakeUpstreamSuite.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

describe('a visitor hanging up', () => {
  it('does not give the free reply back once the call has gone upstream: the reply is kept and spent', async () => {
    const test = upstreamChatApp(upstream)
    const send = (message: string, sessionId?: string) => test.chat({ message, sessionId })
    const first = await send('hi')
    const sessionId: string = first.body.sessionId

    upstream.setMode('slow', { delayMs: 700 })
    let cut = 0
    for (let i = 0; i < 20; i += 1) {
      await send(`cut ${i}`, sessionId)
        .timeout(300)
        .catch((error: Error) => (cut += /timeout/i.test(error.message) ? 1 : 0))
    }
    expect(cut).toBeGreaterThanOrEqual(FREE_REPLY_LIMIT - 2)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(upstream.requests.length).toBeLessThanOrEqual(FREE_REPLY_LIMIT)

    upstream.setMode('ok')
    const after = await send('still there?', sessionId)
    expect(after.body).toMatchObject({ reply: null, remaining: 0 })
    const session = await test.deps.store.getSession(sessionId)
    expect(session?.transcript.filter((entry) => entry.text.startsWith('cut '))).toHaveLength(
      FREE_REPLY_LIMIT - 2,
    )
  })
})
