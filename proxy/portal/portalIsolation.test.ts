import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { ACME_KEY, GLOBEX_KEY, portalApp, signIn } from './testing/portalFixture.ts'

/** Globex's name, id, variant and numbers (17 conversations, 9 clicks, 52.9%) as a table cell or CSV field. */
const GLOBEX_TRACES = [/globex/i, /Hearts/, /[>,]17[<,]/, /[>,]9[<,]/, /52\.9%/, /\bbold\b/]
const ACME_TRACES = [/acme/i, /\bwarm\b/]

describe('/partner isolation between partners', () => {
  it("shows a partner its own numbers and nothing of another partner's, on the page and in the CSV", async () => {
    const app = await portalApp()
    const cookie = await signIn(app, ACME_KEY)
    for (const days of ['7', '30']) {
      const page = await request(app).get(`/partner?days=${days}`).set('Cookie', cookie).expect(200)
      for (const row of ['Total', 'Mia', 'warm'])
        expect(page.text).toContain(
          `<tr><th scope="row">${row}</th><td>2</td><td>1</td><td>1</td><td>1</td><td>50.0%</td></tr>`,
        )
      for (const trace of GLOBEX_TRACES) expect(page.text).not.toMatch(trace)
      const csv = await request(app).get(`/partner/funnel.csv?days=${days}`).set('Cookie', cookie).expect(200)
      expect(csv.headers['content-type']).toMatch(/^text\/csv/)
      const lines = csv.text.split('\r\n')
      expect(lines[0]).toBe('breakdown,key,conversations,replies,reached_offer,signup_clicks,click_rate')
      expect(lines[1]).toBe('total,all,2,1,1,1,50.0%')
      expect(lines).toContain('persona,mia,2,1,1,1,50.0%')
      expect(lines).toContain('greeting,warm,2,1,1,1,50.0%')
      expect(lines.filter((line) => line.startsWith('day,'))).toHaveLength(Number(days))
      for (const trace of GLOBEX_TRACES) expect(csv.text).not.toMatch(trace)
    }
  })

  it('shows the other partner only its own numbers too', async () => {
    const app = await portalApp()
    const cookie = await signIn(app, GLOBEX_KEY)
    const page = await request(app).get('/partner').set('Cookie', cookie).expect(200)
    expect(page.text).toContain(
      '<tr><th scope="row">Total</th><td>17</td><td>0</td><td>0</td><td>9</td><td>52.9%</td></tr>',
    )
    for (const trace of ACME_TRACES) expect(page.text).not.toMatch(trace)
    const csv = await request(app).get('/partner/funnel.csv').set('Cookie', cookie).expect(200)
    for (const trace of ACME_TRACES) expect(csv.text).not.toMatch(trace)
  })

  it('names no partner in any error: wrong key, lockout, cross-site, signed-out CSV', async () => {
    const app = await portalApp()
    const texts: string[] = []
    for (let i = 0; i < 6; i += 1) {
      const res = await request(app)
        .post('/partner/login')
        .set('X-Forwarded-For', '8.8.8.8')
        .type('form')
        .send({ key: `${ACME_KEY.slice(0, -1)}${i}` })
      texts.push(res.text)
    }
    texts.push((await request(app).post('/partner/login').set('Origin', 'https://acme.example')).text)
    texts.push((await request(app).get('/partner/funnel.csv').expect(401)).text)
    texts.push((await request(app).get('/partner/nothing-here')).text)
    for (const text of texts)
      for (const trace of [...GLOBEX_TRACES, ...ACME_TRACES]) expect(text).not.toMatch(trace)
  })
})
