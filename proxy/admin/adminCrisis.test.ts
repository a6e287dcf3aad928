import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { utcDay } from '../funnel/funnelStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import type { Store } from '../store/store.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const TOKEN = 'operator-token-0123456789abcdef'

function setup(store?: Store) {
  const { app } = makeTestApp(testConfig({ ADMIN_TOKEN: TOKEN }), {
    model: createOfflineModel(),
    store,
    detectCrisis,
  })
  const chat = (message: string, address = '8.8.8.8', locale = 'en') =>
    request(app).post('/api/chat').set('X-Forwarded-For', address).send({ message, locale }).expect(200)
  return { app, chat }
}

async function signIn(app: Parameters<typeof request>[0]) {
  const res = await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}

async function threeCrises(chat: ReturnType<typeof setup>['chat']) {
  await chat('I want to kill myself')
  await chat('je veux mourir', '81.2.69.142', 'fr')
  await chat('i want to die')
  await chat('leg day is killing me')
}

describe('/admin crisis referrals', () => {
  it('shows the counts of the period by day, country and language', async () => {
    const { app, chat } = setup()
    await threeCrises(chat)
    const cookie = await signIn(app)
    const page = await request(app).get('/admin?days=365').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<h2 id="crisis-heading">Crisis referrals</h2>')
    expect(page.text).toContain('3 in this period.')
    expect(page.text).toContain(`<tr><td>${utcDay()}</td><td>GB</td><td>fr</td><td>1</td></tr>`)
    expect(page.text).toContain(`<tr><td>${utcDay()}</td><td>US</td><td>en</td><td>2</td></tr>`)
    expect(page.text).toContain('href="/admin/crisis.csv?days=365"')
    expect(page.text).toContain('aria-current="page">Last 365 days')
  })

  it('downloads them as CSV: day,country,language,count', async () => {
    const { app, chat } = setup()
    await threeCrises(chat)
    const cookie = await signIn(app)
    const res = await request(app).get('/admin/crisis.csv?days=7').set('Cookie', cookie).expect(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?crisis-referrals-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"?$/,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.text).toBe(`day,country,language,count\r\n${utcDay()},GB,fr,1\r\n${utcDay()},US,en,2\r\n`)
  })

  it('says so when there are none, and keeps the CSV behind sign-in', async () => {
    const { app } = setup()
    await request(app).get('/admin/crisis.csv').expect(401)
    const cookie = await signIn(app)
    expect((await request(app).get('/admin').set('Cookie', cookie)).text).toContain(
      'No crisis answers in this period.',
    )
    expect((await request(app).get('/admin/crisis.csv').set('Cookie', cookie)).text).toBe(
      'day,country,language,count\r\n',
    )
  })
})

describe('/admin crisis referrals with Redis', () => {
  const redis = redisForTests()

  it('keeps the counts in Redis, so they survive a restart and add up across instances', async () => {
    const one = setup(await redis.store('crisis-admin:'))
    await threeCrises(one.chat)
    const two = setup(await redis.store('crisis-admin:'))
    await two.chat('i want to end my life')
    const cookie = await signIn(two.app)
    const res = await request(two.app).get('/admin/crisis.csv').set('Cookie', cookie).expect(200)
    expect(res.text).toBe(`day,country,language,count\r\n${utcDay()},GB,fr,1\r\n${utcDay()},US,en,3\r\n`)
  })
})
