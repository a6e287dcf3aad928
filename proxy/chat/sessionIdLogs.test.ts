import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'

describe('session ids', () => {
  it('never appear in a log line, even at trace level, for chats, transcripts and refused bodies', async () => {
    const { logger, lines } = captureLogger('trace')
    const { app } = makeTestApp(
      testConfig({ LOG_LEVEL: 'trace', ALLOWED_ORIGINS: 'https://partner.example' }),
      {
        model: createOfflineModel(),
        logger,
      },
    )
    const post = (path: string, body: object) =>
      request(app)
        .post(path)
        .set('X-Forwarded-For', '8.8.8.8')
        .set('Origin', 'https://partner.example')
        .send(body)

    const first = await post('/api/chat', { message: 'Hello' })
    const sessionId = first.body.sessionId as string
    expect(sessionId).toMatch(/^[\w-]{22,}$/)
    await post('/api/chat', { message: 'Again', sessionId })
    await post('/api/chat/transcript', { sessionId })
    await post('/api/chat/transcript', { sessionId: `${sessionId}x` })
    await post('/api/chat', { message: 42, sessionId })
    await post('/api/chat/transcript', { sessionId, extra: 'x'.repeat(10_000) })

    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).not.toContain(sessionId)
  })
})
