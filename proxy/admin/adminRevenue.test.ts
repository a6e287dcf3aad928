import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { click, conversion, fixedConversionStore } from '../dashboard/testing/moneyFixtures.ts'

const TOKEN = 'operator-token-0123456789abcdef'
const DAY_MS = 86_400_000

function setup() {
  const partners = fixedPartnerRegistry([
    {
      id: 'acme',
      name: 'Acme <Dating>',
      origins: ['https://acme.example'],
      commission: { type: 'revshare', percent: 30 },
    },
    {
      id: 'globex',
      name: 'Globex',
      origins: ['https://globex.example'],
      commission: { type: 'cpa', amount: '5.00', currency: 'USD' },
    },
  ])
  const acme = [click({ subIds: { sub1: '=HYPERLINK("x")' } }), click({ country: 'GB' }), click()]
  const globex = [click({ partner: 'globex', device: 'desktop' })]
  // Ten days ago: inside the 30-day period, outside the 7-day one.
  const old = click({ at: Date.now() - 10 * DAY_MS })
  const conversions = [
    conversion(acme[0]!, 'approved', 1005),
    conversion(acme[1]!, 'pending', 800),
    conversion(acme[2]!, 'approved', 1200, 'JPY'),
    conversion(globex[0]!, 'approved', 2000),
    conversion(old, 'approved', 10_000),
  ]
  const store = fixedConversionStore([...acme, ...globex, old], conversions)
  const { app } = makeTestApp(testConfig({ ADMIN_TOKEN: TOKEN }), {
    model: createOfflineModel(),
    partners,
    conversionStore: store,
  })
  return app
}

async function signIn(app: ReturnType<typeof setup>) {
  const res = await request(app)
    .post('/admin/login')
    .set('X-Forwarded-For', '8.8.8.8')
    .type('form')
    .send({ token: TOKEN })
    .expect(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}

const row = (...cells: string[]) =>
  `<tr><th scope="row">${cells[0]}</th>${cells
    .slice(1)
    .map((cell) => `<td>${cell}</td>`)
    .join('')}</tr>`

describe('/admin revenue', () => {
  it('shows clicks, conversions, rate, revenue, EPC and commission per partner, one table per currency', async () => {
    const app = setup()
    const cookie = await signIn(app)
    const page = await request(app).get('/admin?days=7').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<h2 id="revenue-heading">Revenue</h2>')
    expect(page.text).toContain('<label for="revenue-by">Group by</label>')
    expect(page.text).toContain('<option value="partner" selected>Partner</option>')
    expect(page.text).toContain('<caption>Revenue by partner, USD</caption>')
    expect(page.text).toContain('<caption>Revenue by partner, JPY</caption>')
    // acme: 3 clicks, $10.05 approved (30% = $3.02 half-up), $8.00 pending; globex: $20.00, $5.00 CPA.
    expect(page.text).toContain(
      row('Acme &lt;Dating&gt;', '3', '1', '33.3%', '$10.05', '$3.35', '1 ($8.00)', '0', '$3.02'),
    )
    expect(page.text).toContain(row('Globex', '1', '1', '100.0%', '$20.00', '$20.00', '0', '0', '$5.00'))
    expect(page.text).toContain(row('Total', '4', '2', '50.0%', '$30.05', '$7.51', '1 ($8.00)', '0', '$8.02'))
    // The yen table: ¥1,200 from one of acme's 3 clicks, 30% = ¥360; never added to dollars.
    expect(page.text).toContain(
      row('Acme &lt;Dating&gt;', '3', '1', '33.3%', '¥1,200', '¥400', '0', '0', '¥360'),
    )
    expect(page.text).not.toContain('$100.00')
  })

  it('groups by the dimension chosen, and the 30-day period takes in older clicks', async () => {
    const app = setup()
    const cookie = await signIn(app)
    const page = await request(app).get('/admin?days=30&by=country').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<option value="country" selected>Country</option>')
    expect(page.text).toContain('<input type="hidden" name="days" value="30">')
    expect(page.text).toContain(row('US', '4', '3', '75.0%', '$130.05', '$32.51', '0', '0', '$38.02'))
    expect(page.text).toContain(row('GB', '1', '0', '0.0%', '$0.00', '$0.00', '1 ($8.00)', '0', '$0.00'))
    expect(page.text).toContain('href="/admin/revenue.csv?days=30&amp;by=country"')
  })

  it('downloads the CSV of each dimension, formulas neutralised', async () => {
    const app = setup()
    const cookie = await signIn(app)
    const csv = await request(app).get('/admin/revenue.csv?days=7&by=sub1').set('Cookie', cookie).expect(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="?revenue-by-sub1-\d{4}-\d\d-\d\d-to-/,
    )
    const lines = csv.text.split('\r\n')
    expect(lines[0]).toBe(
      'dimension,key,currency,clicks,conversions,conversion_rate,revenue,epc,pending,pending_amount,rejected,refunded,refunded_amount,commission',
    )
    expect(lines).toContain('sub1,(none),USD,3,1,33.3%,20.00,6.67,1,8.00,0,0,0.00,5.00')
    expect(lines).toContain(`sub1,"'=HYPERLINK(""x"")",USD,1,1,100.0%,10.05,10.05,0,0.00,0,0,0.00,3.02`)
    expect(lines).toContain('sub1,(all),USD,4,2,50.0%,30.05,7.51,1,8.00,0,0,0.00,8.02')
    expect(lines).toContain('sub1,(all),JPY,4,1,25.0%,1200,300,0,0,0,0,0,360')
    for (const by of ['partner', 'variant', 'country', 'device', 'persona', 'language', 'sub5'])
      await request(app).get(`/admin/revenue.csv?by=${by}`).set('Cookie', cookie).expect(200)
  })

  it('keeps the page and the CSV from anyone not signed in', async () => {
    const app = setup()
    const page = await request(app).get('/admin').expect(200)
    expect(page.text).not.toContain('Revenue')
    const csv = await request(app).get('/admin/revenue.csv').expect(401)
    expect(csv.text).not.toContain('USD')
  })
})
