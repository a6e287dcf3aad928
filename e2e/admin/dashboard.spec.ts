import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { enServer } from '../../core/i18n/en.ts'
import { chatParts, expectReply, say } from '../partner/chat.ts'
import { PARTNER_PAGES } from './partnerPages.ts'

const TOKEN = 'e2e-admin-token-0123456789abcdef'
const today = new Date().toISOString().slice(0, 10)

test.describe.configure({ mode: 'serial' })

test.describe('the partner program, end to end', () => {
  test('counts conversations per partner, a capped one and its sign-up click, and shows them on /admin', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.goto(`${PARTNER_PAGES.acme}/`)
    const acme = chatParts(page)
    const replies = acme.log.getByText(/^Reply \d+ 😘$/)
    for (let turn = 1; turn <= 6; turn += 1) {
      await say(acme, `Message number ${turn}`)
      await expect(replies).toHaveCount(turn)
    }
    const signup = acme.log.getByRole('link', { name: enServer.signupLabel })
    await expect(signup).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:4175\/go\/signup\/[\w-]{20,}$/)
    const opened = context.waitForEvent('page')
    await signup.click()
    const landing = await opened
    await landing.waitForLoadState()
    const target = new URL(landing.url())
    expect(`${target.origin}${target.pathname}`).toBe(`${PARTNER_PAGES.acme}/joined`)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'free',
      ref: 'acme',
      utm_source: 'acme',
      utm_medium: 'chat',
      utm_campaign: 'mia',
    })
    await landing.close()
    const again = context.waitForEvent('page')
    await signup.click()
    await (await again).close()

    await page.goto(`${PARTNER_PAGES.globex}/`)
    const globex = chatParts(page)
    await say(globex, 'Hello from Globex')
    await expectReply(globex, /^Reply \d+ 😘$/)

    await page.goto('/')
    const site = chatParts(page)
    await say(site, 'Hello from the site')
    await expectReply(site, /^Reply \d+ 😘$/)

    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Partner funnel', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: /Funnel by partner/ })
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) })
    await expect(row('Acme Dating').getByRole('cell')).toHaveText(['1', '6', '1', '1', '100.0%'])
    await expect(row('Globex Magazine').getByRole('cell')).toHaveText(['1', '1', '0', '0', '0.0%'])
    await expect(row('This site').getByRole('cell')).toHaveText(['1', '1', '0', '0', '0.0%'])
    await expect(row('Direct').getByRole('cell')).toHaveText(['0', '0', '0', '0', '–'])
    await expect(row('Total').getByRole('cell')).toHaveText(['3', '8', '1', '1', '33.3%'])

    await expect(
      page.getByRole('img', { name: 'Acme Dating: 1 conversation, 1 reached the offer, 1 sign-up click' }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', {
        name: 'Globex Magazine: 1 conversation, 0 reached the offer, 0 sign-up clicks',
      }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'This site: 1 conversation, 0 reached the offer, 0 sign-up clicks' }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', { name: /^Conversations and sign-up clicks per day/ }),
    ).toHaveAccessibleName(new RegExp(`${today}: 3 conversations, 1 sign-up click$`))

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const csv = await readFile(await (await download).path(), 'utf8')
    expect(csv.split('\r\n')).toEqual([
      'partner,name,conversations,replies,reached_offer,signup_clicks,click_rate',
      'acme,Acme Dating,1,6,1,1,100.0%',
      'globex,Globex Magazine,1,1,0,0,0.0%',
      'site,This site,1,1,0,0,0.0%',
      'direct,Direct (no origin),0,0,0,0,',
      'total,Total,3,8,1,1,33.3%',
      '',
    ])

    // The sub-ID on Acme's element went with the chat to the click record, and groups the revenue report.
    const bySub1 = await page.request.get('/admin/revenue.csv?days=7&by=sub1')
    expect(bySub1.status()).toBe(200)
    expect((await bySub1.text()).split('\r\n')).toContainEqual(
      expect.stringMatching(/^sub1,spring-sale,,1,0,/),
    )

    await page.getByRole('link', { name: 'Last 30 days' }).click()
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
    await expect(row('Total').getByRole('cell')).toHaveText(['3', '8', '1', '1', '33.3%'])
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })

  test('works on a phone and with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signIn(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })

  test('refuses a wrong token, and answers 429 to the sixth try', async ({ page }) => {
    await page.goto('/admin')
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Admin token').fill(`wrong-token-${attempt}`)
      const answer = page.waitForResponse('**/admin/login')
      await page.getByRole('button', { name: 'Sign in' }).click()
      expect((await answer).status()).toBe(401)
      await expect(page.getByRole('alert')).toHaveText('That token is not right.')
    }
    await page.getByLabel('Admin token').fill(TOKEN)
    const answer = page.waitForResponse('**/admin/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect((await answer).status()).toBe(429)
    await expect(page.getByRole('alert')).toHaveText(/Too many wrong tokens/)
  })
})

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Admin token').fill(TOKEN)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Partner funnel' })).toBeVisible()
}
