import { expect, test, type Page } from '@playwright/test'
import { enServer } from '../../core/i18n/en.ts'
import { chatParts, say } from '../partner/chat.ts'
import { OFFER_SITE, PARTNER_PAGE, RECEIVER } from './moneyServers.ts'

const ADMIN_TOKEN = 'e2e-money-admin-token-0123456789'
const PORTAL_KEY = 'money-partner-portal-key-4821'
/** The sub-ID the partner's page sets on its widget (e2e/money/moneyServers.ts). */
const SUB1 = 'spring-mail'
/** lovely's greeting variants in e2e/money/partners.json, by the text a visitor sees. */
const VARIANTS: Record<string, string> = {
  'Hey you, how was your day?': 'warm',
  'Guess what I just found out.': 'bold',
}
/** A phone's browser: the click is kept with the device class its user agent names. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'

test.describe.configure({ mode: 'serial' })
test.use({ userAgent: PHONE_UA })

/** One revenue row: key, clicks, conversions, conversion rate, revenue, EPC, pending, refunded (+ commission). */
const revenueRow = (page: Page, caption: string, key: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row', { name: new RegExp(`^${key}\\b`) })
    .getByRole('cell')

test('a chat click becomes a sign-up, the network posts it back, and reports and the partner hear of it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${PARTNER_PAGE}/`)
  const chat = chatParts(page)
  const texts = Object.keys(VARIANTS).map((text) => text.replace(/[.?]/g, '\\$&'))
  const greeting = chat.log.getByText(new RegExp(`^(${texts.join('|')})$`))
  await expect(greeting).toBeVisible()
  const variant = VARIANTS[(await greeting.textContent())!]!

  // Talk until the persona offers the sign-up.
  const signup = chat.log.getByRole('link', { name: enServer.signupLabel })
  for (let turn = 1; (await signup.count()) === 0; turn += 1) {
    expect(turn, 'the offer came within eight messages').toBeLessThanOrEqual(8)
    await say(chat, `Message number ${turn}`)
    await expect(chat.log.getByText(/^Reply \d+ 😘$/)).toHaveCount(turn)
  }
  const opened = context.waitForEvent('page')
  await signup.click()
  const offer = await opened
  await offer.waitForLoadState()

  // The offer site got the click id in its URL, by the SIGNUP_URL template.
  const landing = new URL(offer.url())
  expect(`${landing.origin}${landing.pathname}`).toBe(`${OFFER_SITE}/signup`)
  const clickId = landing.searchParams.get('s1')!
  expect(clickId).toMatch(/^[\w-]{20,}$/)
  expect(Object.fromEntries(landing.searchParams)).toEqual({ aff: '7', s1: clickId, s2: 'lovely' })
  await offer.getByRole('button', { name: 'Create account' }).click()
  // The network's postback was accepted by /postback/conversion.
  await expect(offer.getByText('Network postback answered 200.')).toBeVisible()
  await offer.close()

  // The partner's tracker failed twice, then took the third try.
  await expect
    .poll(async () => ((await (await request.get(`${RECEIVER}/received`)).json()) as string[]).length, {
      timeout: 15_000,
    })
    .toBe(3)
  const received = (await (await request.get(`${RECEIVER}/received`)).json()) as string[]
  // Each try carries the sub-ID the partner's page set on the widget.
  expect(new Set(received)).toEqual(
    new Set([`${RECEIVER}/pb?cid=${clickId}&status=approved&payout=30.00&commission=12.00&sub1=${SUB1}`]),
  )

  // /admin: one click, one approved $30.00 conversion and the partner's 40% commission, by variant, country
  // and device.
  await page.goto('/admin')
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Partner funnel' })).toBeVisible()
  const money = ['1', '1', '100.0%', '$30.00', '$30.00', '0', '0', '$12.00']
  await expect(revenueRow(page, 'Revenue by partner, USD', 'Lovely Reads')).toHaveText(money)
  for (const [by, caption, key] of [
    ['variant', 'Revenue by greeting variant, USD', variant],
    ['country', 'Revenue by country, USD', 'GB'],
    ['device', 'Revenue by device, USD', 'phone'],
  ] as const) {
    await page.goto(`/admin?by=${by}`)
    await expect(revenueRow(page, caption, key)).toHaveText(money)
  }
  // By sub-ID: the page's sub1 has the click and the conversion, on the page and in its CSV.
  await page.goto('/admin?by=sub1')
  await expect(revenueRow(page, 'Revenue by sub-id 1, USD', SUB1)).toHaveText(money)
  const csv = await page.request.get('/admin/revenue.csv?days=7&by=sub1')
  expect(csv.status()).toBe(200)
  expect((await csv.text()).split('\r\n')).toContainEqual(
    expect.stringMatching(new RegExp(`^sub1,${SUB1},USD,1,1,100\\.0%,30\\.00,30\\.00,`)),
  )

  // /partner: the same conversion and commission, and three attempts in the delivery log.
  await page.goto('/partner?by=variant')
  await page.getByLabel('Portal key').fill(PORTAL_KEY)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.goto('/partner?by=variant')
  await expect(revenueRow(page, 'Revenue by greeting variant, USD', variant)).toHaveText(money)
  await page.goto('/partner?by=device')
  await expect(revenueRow(page, 'Revenue by device, USD', 'phone')).toHaveText(money)
  await page.goto('/partner?by=sub1')
  await expect(revenueRow(page, 'Revenue by sub-id 1, USD', SUB1)).toHaveText(money)
  const log = page.getByRole('table', { name: 'Recent delivery attempts (UTC), newest first' })
  const attempts = log.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(attempts).toHaveCount(3)
  await expect(attempts.nth(0).getByRole('cell').nth(3)).toHaveText('Delivered (200)')
  await expect(attempts.nth(0).getByRole('cell').nth(4)).toHaveText('3')
  await expect(attempts.nth(1).getByRole('cell').nth(3)).toHaveText('Failed: HTTP 500')
  await expect(attempts.nth(2).getByRole('cell').nth(4)).toHaveText('1')
})
