import request from 'supertest'
import { expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

it('every /api answer says Cache-Control: no-store: chat replies, errors, preflights, unknown routes', async () => {
  const { app } = makeTestApp(testConfig(), { model: createOfflineModel() })
  const answers = [
    await request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8').send({ message: 'hi' }),
    await request(app).post('/api/chat').send({ message: 42 }),
    await request(app).post('/api/chat').set('Content-Type', 'text/plain').send('hi'),
    await request(app).post('/api/chat/transcript').send({ sessionId: 'x' }),
    await request(app).post('/api/chat/forget').send({ sessionId: 'x' }),
    await request(app).options('/api/chat').set('Origin', 'https://elsewhere.example'),
    await request(app).get('/api/nothing-here'),
  ]
  expect(answers[0]!.body.sessionId).toEqual(expect.any(String))
  for (const res of answers) expect(res.headers['cache-control'], `${res.status}`).toBe('no-store')
})
