import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { click, conversion, fixedConversionStore } from '../dashboard/testing/moneyFixtures.ts'
import { utcDay } from '../funnel/funnelStore.ts'
import { createMemoryFunnelStore } from '../funnel/memoryFunnelStore.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { ACME_KEY, acme, globex, signIn } from './testing/portalFixture.ts'

const TOKEN = 'operator-token-0123456789abcdef'

/**
 * Acme's greetings, 200 conversations each: warm converts 10 ($10.00 each), bold 40 ($10.00 each) and once
 * in EUR (€10.00); globex's conversion of a "warm" greeting is not Acme's.
 */
async function setup() {
  const funnelStore = createMemoryFunnelStore()
  const today = utcDay()
  for (const variant of ['warm', 'bold'])
    for (let i = 0; i < 200; i += 1)
      await funnelStore.add('conversations', today, { partner: 'acme', persona: 'mia', variant })
  const converted = (variant: string, count: number, currency = 'USD', partner = 'acme') =>
    Array.from({ length: count }, () => conversion(click({ variant, partner }), 'approved', 1000, currency))
  const conversions = [
    ...converted('warm', 10),
    ...converted('bold', 40),
    ...converted('bold', 1, 'EUR'),
    ...converted('warm', 50, 'USD', 'globex-7'),
    conversion(click({ variant: 'warm' }), 'refunded', 1000),
  ]
  const greetings = [
    { id: 'warm', text: 'Hey you, how was your day?' },
    { id: 'bold', text: 'Guess what I just found out.' },
  ]
  const { app } = makeTestApp(testConfig({ ADMIN_TOKEN: TOKEN }), {
    model: createOfflineModel(),
    partners: fixedPartnerRegistry([{ ...acme, greetings }, globex]),
    funnelStore,
    conversionStore: fixedConversionStore([], conversions),
  })
  return app
}

const row = (label: string, ...cells: string[]) =>
  `<tr><th scope="row">${label}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`

function expectMoneyVerdicts(html: string): void {
  expect(html).toContain(row('Conversions (approved)', '10', '41'))
  expect(html).toContain(row('Conversions per conversation', '5.0%', '20.5%'))
  expect(html).toContain(row('Revenue per conversation, USD', '$0.50', '$2.00'))
  expect(html).toContain(row('Revenue per conversation, EUR', '€0.00', '€0.05'))
  expect(html).toContain(
    '<strong>Verdict on conversions per conversation:</strong> bold beats warm (95% confidence)',
  )
  expect(html).toContain(
    '<strong>Verdict on revenue per conversation, USD:</strong> bold beats warm (95% confidence)',
  )
  expect(html).toContain(
    '<strong>Verdict on revenue per conversation, EUR:</strong> too few data yet: warm and bold have fewer than 5 EUR conversions or 30 conversations',
  )
  expect(html).toContain('<strong>Verdict on clicks:</strong> no difference yet')
}

describe('greeting experiments judged on money', () => {
  it("shows the partner its greetings' conversions, revenue per conversation and verdicts", async () => {
    const app = await setup()
    const cookie = await signIn(app, ACME_KEY)
    const page = await request(app).get('/partner').set('Cookie', cookie).expect(200)
    expectMoneyVerdicts(page.text)
  })

  it('shows the operator the same on /admin', async () => {
    const app = await setup()
    const login = await request(app).post('/admin/login').type('form').send({ token: TOKEN }).expect(303)
    const page = await request(app)
      .get('/admin')
      .set('Cookie', login.headers['set-cookie']![0]!.split(';')[0]!)
      .expect(200)
    expect(page.text).toContain('Acme Dating: greetings')
    expectMoneyVerdicts(page.text)
  })
})
