import { readFileSync } from 'node:fs'
import express, { Router, type Request, type Response } from 'express'
import { experimentsSection } from '../experiments/variantComparison.ts'
import type { CrisisCountStore } from '../crisis/crisisCountStore.ts'
import type { Funnel } from '../funnel/funnel.ts'
import { lastDays, type FunnelTally } from '../funnel/funnelStore.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Store } from '../store/store.ts'
import { sameOriginOnly } from '../auth/sameOrigin.ts'
import { sha256Hex, signIns } from '../auth/signIns.ts'
import { tokenMatches } from './adminAuth.ts'
import { dashboardPage, signInPage } from './adminPage.ts'
import { periodOf } from '../dashboard/period.ts'
import { crisisCsv, crisisSection } from './crisisReport.ts'
import { funnelCsv } from '../dashboard/funnelCsv.ts'
import { funnelReport } from '../dashboard/funnelReport.ts'
import { signInLimit } from '../auth/signInLimit.ts'
import type { ConversionStore } from '../conversions/conversionTypes.ts'
import { adminRevenue } from './adminRevenue.ts'

export interface AdminDeps {
  /** ADMIN_TOKEN; the caller mounts this router only when it is set. */
  token: string
  funnel: Funnel
  partners: PartnerRegistry
  store: Store
  /** PUBLIC_URL: this server's origin for the same-origin check of POSTs; else the request's own. */
  publicUrl?: string | undefined
  /** The crisis answers per day, country and language (California's yearly report). */
  crisis: CrisisCountStore
  /** Clicks and conversions for the Revenue section; without them the section is left out. */
  conversions?: ConversionStore | undefined
}

const css = readFileSync(new URL('../dashboard/dashboard.css', import.meta.url), 'utf8')

/**
 * /admin: the operator's funnel dashboard behind ADMIN_TOKEN. Never cached, never indexed. After five
 * wrong tokens from one address in 15 minutes, sign-in answers 429 (counted in the store, so across
 * every instance with Redis).
 */
export function adminRouter(deps: AdminDeps): Router {
  const { token, funnel, partners, store, publicUrl, crisis } = deps
  const router = Router()
  const revenue = deps.conversions && adminRevenue(deps.conversions, partners)
  const sessions = signIns('admin', store)
  // Replacing ADMIN_TOKEN ends every session signed in with the old one.
  const tokenSha256 = sha256Hex(token)
  const isSignedIn = async (req: Request) => (await sessions.current(req))?.secretSha256 === tokenSha256
  router.post(
    '/admin/*path',
    sameOriginOnly(publicUrl, () => signInPage('This form only works from this site’s own page.')),
  )
  router.use('/admin', (_req, res, next) => {
    res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex, nofollow')
    next()
  })
  router.get('/admin/admin.css', (_req, res) => {
    res.type('css').send(css)
  })

  const report = async (req: Request) => {
    const days = lastDays(periodOf(req.query.days))
    const tallies = await funnel.store.read(days)
    return Object.assign(funnelReport(days, tallies, partners.list()), { tallies })
  }
  /** The greeting experiments, judged on clicks and, with conversions kept, on money too. */
  const experiments = async (days: readonly string[], tallies: readonly FunnelTally[]) => {
    const running = partners.list().some((partner) => partner.greetings)
    const converted = running && deps.conversions ? await deps.conversions.readConversions(days) : undefined
    return experimentsSection(days, tallies, partners.list(), converted)
  }
  router.get('/admin', async (req, res) => {
    if (!(await isSignedIn(req))) return res.type('html').send(signInPage())
    const numbers = await report(req)
    const crisisCounts = await crisis.read(numbers.days)
    const money = revenue ? await revenue.section(req) : ''
    const sections =
      money +
      (await experiments(numbers.days, numbers.tallies)) +
      crisisSection(crisisCounts, periodOf(req.query.days))
    res.type('html').send(dashboardPage(numbers, periodOf(req.query.days), sections))
  })
  router.get('/admin/funnel.csv', async (req, res) => {
    if (!(await isSignedIn(req))) return res.status(401).type('html').send(signInPage('Sign in first.'))
    const numbers = await report(req)
    res
      .type('text/csv; charset=utf-8')
      .attachment(`funnel-${numbers.days[0]}-to-${numbers.days.at(-1)}.csv`)
      .send(funnelCsv(numbers))
  })
  router.get('/admin/revenue.csv', async (req, res, next) => {
    if (!revenue) return next()
    if (!(await isSignedIn(req))) return res.status(401).type('html').send(signInPage('Sign in first.'))
    await revenue.csv(req, res)
  })
  router.get('/admin/crisis.csv', async (req, res) => {
    if (!(await isSignedIn(req))) return res.status(401).type('html').send(signInPage('Sign in first.'))
    const days = lastDays(periodOf(req.query.days))
    res
      .type('text/csv; charset=utf-8')
      .attachment(`crisis-referrals-${days[0]}-to-${days.at(-1)}.csv`)
      .send(crisisCsv(await crisis.read(days)))
  })
  router.post(
    '/admin/login',
    signInLimit('admin', store, () => signInPage('Too many wrong tokens. Try again in 15 minutes.')),
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const given: unknown = req.body?.token
      if (typeof given !== 'string' || !tokenMatches(given, token)) return refuse(res)
      await sessions.open(req, res, { subject: 'operator', secretSha256: tokenSha256 })
      res.redirect(303, '/admin')
    },
  )
  router.post('/admin/logout', async (req, res) => {
    await sessions.close(req, res)
    res.redirect(303, '/admin')
  })
  return router
}

function refuse(res: Response): void {
  res.status(401).type('html').send(signInPage('That token is not right.'))
}
