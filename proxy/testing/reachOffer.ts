import type { Express } from 'express'
import request from 'supertest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { chatResponseSchema, type ChatResponse } from '../../core/protocol.ts'

/**
 * Chats from a partner's page until the sign-up offer, sending `extra` with every message as the widget does;
 * returns the offer link's path.
 */
export async function reachOffer(app: Express, origin: string, extra: object = {}): Promise<string> {
  let sessionId: string | undefined
  let body: ChatResponse | undefined
  for (let turn = 1; turn < FREE_REPLY_LIMIT; turn += 1) {
    const res = await request(app)
      .post('/api/chat')
      .set('Origin', origin)
      .set('X-Forwarded-For', '81.2.69.142')
      .send({ message: `turn ${turn}`, sessionId, ...extra })
      .expect(200)
    body = chatResponseSchema.parse(res.body)
    sessionId = body.sessionId
  }
  return new URL(body!.signup!.url).pathname
}
