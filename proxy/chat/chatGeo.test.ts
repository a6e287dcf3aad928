import request from 'supertest'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { enServer } from '../../core/i18n/en.ts'
import { openCountryDatabase, type GeoLookup } from '../geo/geoLookup.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

let geo: GeoLookup
beforeAll(async () => {
  geo = await openCountryDatabase()
})

function setup(env: Record<string, string | undefined> = {}) {
  const complete = vi.fn<ChatModel['complete']>(async () => ({ kind: 'reply', text: 'Hey you 😘' }))
  const { app } = makeTestApp(testConfig(env), { model: { kind: 'offline', complete }, geo })
  return { app, complete }
}

const chat = { message: 'hello' }

describe('country check before every model call (real country database)', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.142', 'GB'],
    ['194.25.2.129', 'DE'],
    ['2003::1', 'DE'],
    ['::ffff:81.2.69.142', 'GB'],
  ])('allows %s (%s) through X-Forwarded-For with TRUST_PROXY=1', async (address) => {
    const { app, complete } = setup()
    const res = await request(app).post('/api/chat').set('X-Forwarded-For', address).send(chat)
    expect(res.body.reply).toEqual({ text: 'Hey you 😘', kind: 'reply' })
    expect(complete).toHaveBeenCalledTimes(1)
  })

  it.each(['77.88.8.8', '114.114.114.114', '200.221.11.100', '2a02:6b8::feed:0ff', '10.0.0.1', 'garbage'])(
    'refuses %s without a model call or a counter change',
    async (address) => {
      const { app, complete } = setup()
      const res = await request(app).post('/api/chat').set('X-Forwarded-For', address).send(chat)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({
        reply: { text: enServer.refusal, kind: 'refused' },
        signup: null,
        remaining: 6,
      })
      expect(complete).not.toHaveBeenCalled()
    },
  )

  it('takes the address the trusted proxy saw, so a forged extra hop cannot choose the country', async () => {
    const { app, complete } = setup()
    const res = await request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8, 77.88.8.8').send(chat)
    expect(res.body.reply.kind).toBe('refused')
    expect(complete).not.toHaveBeenCalled()
  })

  it('refuses a loopback visitor when a proxy is trusted (no country for loopback)', async () => {
    const { app, complete } = setup()
    const res = await request(app).post('/api/chat').send(chat)
    expect(res.body.reply.kind).toBe('refused')
    expect(complete).not.toHaveBeenCalled()
  })

  it('gives loopback visitors LOCAL_COUNTRY only while TRUST_PROXY is unset, and ignores X-Forwarded-For then', async () => {
    const local = setup({ TRUST_PROXY: undefined, LOCAL_COUNTRY: 'GB' })
    const res = await request(local.app).post('/api/chat').set('X-Forwarded-For', '77.88.8.8').send(chat)
    expect(res.body.reply.kind).toBe('reply')
    const blocked = setup({ TRUST_PROXY: undefined, LOCAL_COUNTRY: 'RU' })
    const refused = await request(blocked.app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8').send(chat)
    expect(refused.body.reply.kind).toBe('refused')
  })

  it('honours ALLOWED_COUNTRIES', async () => {
    const { app } = setup({ ALLOWED_COUNTRIES: 'RU' })
    const us = await request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8').send(chat)
    const ru = await request(app).post('/api/chat').set('X-Forwarded-For', '77.88.8.8').send(chat)
    expect([us.body.reply.kind, ru.body.reply.kind]).toEqual(['refused', 'reply'])
  })
})
