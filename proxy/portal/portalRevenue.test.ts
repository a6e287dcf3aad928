import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { click, conversion, fixedConversionStore } from '../dashboard/testing/moneyFixtures.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { ACME_KEY, GLOBEX_KEY, acme, globex, signIn } from './testing/portalFixture.ts'

/** Globex's traces: its sub-ID, its country, its currency and amounts (€77.77 payout, €7.00 CPA). */
const GLOBEX_TRACES = [/globex/i, /hearts/i, /FR\b/, /EUR/, /€/, /77[.,]77/, /secret-sub/]
const ACME_TRACES = [/acme/i, /spring/, /\$/, /USD/, /10[.,]05/]

const REVSHARE_30: Partner['commission'] = { type: 'revshare', percent: 30 }

function setup(acmeRule: Partner['commission']) {
  const partners = fixedPartnerRegistry([
    { ...acme, commission: acmeRule },
    { ...globex, commission: { type: 'cpa', amount: '7.00', currency: 'EUR' } },
  ])
  const acmeClicks = [
    click({ subIds: { sub1: 'spring' }, variant: 'warm' }),
    click(),
    click({ device: 'tablet' }),
  ]
  const globexClicks = [
    click({ partner: 'globex-7', country: 'FR', subIds: { sub1: 'secret-sub' } }),
    click({ partner: 'globex-7', country: 'FR' }),
  ]
  const conversions = [
    conversion(acmeClicks[0]!, 'approved', 1005),
    conversion(acmeClicks[1]!, 'refunded', 2000),
    conversion(acmeClicks[2]!, 'pending', 300),
    conversion(globexClicks[0]!, 'approved', 7777, 'EUR'),
  ]
  const { app } = makeTestApp(testConfig(), {
    model: createOfflineModel(),
    partners,
    conversionStore: fixedConversionStore([...acmeClicks, ...globexClicks], conversions),
  })
  return app
}

const row = (...cells: string[]) =>
  `<tr><th scope="row">${cells[0]}</th>${cells
    .slice(1)
    .map((cell) => `<td>${cell}</td>`)
    .join('')}</tr>`

describe('/partner revenue and commission', () => {
  it('shows a partner its own revenue and commission by the dimension chosen, and nothing of another', async () => {
    const app = setup(REVSHARE_30)
    const cookie = await signIn(app, ACME_KEY)
    const page = await request(app).get('/partner?by=sub1').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('<caption>Revenue by sub-id 1, USD</caption>')
    expect(page.text).not.toContain('<option value="partner"')
    // 30% of $10.05 is $3.015, half-up $3.02; the refunded $20.00 is neither revenue nor commission.
    expect(page.text).toContain(row('spring', '1', '1', '100.0%', '$10.05', '$10.05', '0', '0', '$3.02'))
    expect(page.text).toContain(
      row('(none)', '2', '0', '0.0%', '$0.00', '$0.00', '1 ($3.00)', '1 ($20.00)', '$0.00'),
    )
    expect(page.text).toContain(
      row('Total', '3', '1', '33.3%', '$10.05', '$3.35', '1 ($3.00)', '1 ($20.00)', '$3.02'),
    )
    expect(page.text).toContain('<strong>Your commission:</strong> 30% of each approved conversion’s payout')
    expect(page.text).toContain('In this period: $3.02.</p>')
    for (const trace of GLOBEX_TRACES) expect(page.text).not.toMatch(trace)

    const csv = await request(app).get('/partner/revenue.csv?by=device').set('Cookie', cookie).expect(200)
    const lines = csv.text.split('\r\n')
    expect(lines[0]).toMatch(/^dimension,key,currency,.*,refunded_amount,commission$/)
    expect(lines).toContain('device,phone,USD,2,1,50.0%,10.05,5.03,0,0.00,0,1,20.00,3.02')
    expect(lines).toContain('device,tablet,USD,1,0,0.0%,0.00,0.00,1,3.00,0,0,0.00,0.00')
    expect(lines).toContain('device,(all),USD,3,1,33.3%,10.05,3.35,1,3.00,0,1,20.00,3.02')
    for (const trace of GLOBEX_TRACES) expect(csv.text).not.toMatch(trace)
  })

  it('shows the other partner its own CPA commission in the rule’s currency, and nothing of the first', async () => {
    const app = setup(REVSHARE_30)
    const cookie = await signIn(app, GLOBEX_KEY)
    const page = await request(app).get('/partner?days=30&by=country').set('Cookie', cookie).expect(200)
    expect(page.text).toContain(row('FR', '2', '1', '50.0%', '€77.77', '€38.89', '0', '0', '€7.00'))
    expect(page.text).toContain(
      '<strong>Your commission:</strong> €7.00 per approved conversion. In this period: €7.00.',
    )
    for (const trace of ACME_TRACES) expect(page.text).not.toMatch(trace)
    const csv = await request(app)
      .get('/partner/revenue.csv?days=30&by=sub1')
      .set('Cookie', cookie)
      .expect(200)
    expect(csv.text).toContain('sub1,secret-sub,EUR,1,1,100.0%,77.77,77.77,0,0.00,0,0,0.00,7.00')
    for (const trace of ACME_TRACES) expect(csv.text).not.toMatch(trace)
  })

  it('says so when no commission rule is set, and keeps the CSV from anyone not signed in', async () => {
    const app = setup(undefined)
    const cookie = await signIn(app, ACME_KEY)
    const page = await request(app).get('/partner').set('Cookie', cookie).expect(200)
    expect(page.text).toContain('No commission rule is set for you yet')
    expect(page.text).not.toContain('Your commission</th>')
    const csv = await request(app).get('/partner/revenue.csv').set('Cookie', cookie).expect(200)
    expect(csv.text.split('\r\n')[0]).toMatch(/refunded_amount$/)
    const anonymous = await request(app).get('/partner/revenue.csv').expect(401)
    for (const trace of [...ACME_TRACES, ...GLOBEX_TRACES]) expect(anonymous.text).not.toMatch(trace)
  })
})
