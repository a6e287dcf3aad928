import { readFileSync } from 'node:fs'
import express, { Router, type Request, type Response } from 'express'
import { periodOf } from '../dashboard/period.ts'
import { sameOriginOnly } from '../auth/sameOrigin.ts'
import { signInLimit } from '../auth/signInLimit.ts'
import { signIns } from '../auth/signIns.ts'
import { currentVariants, variantComparison } from '../experiments/variantComparison.ts'
import type { Funnel } from '../funnel/funnel.ts'
import { lastDays } from '../funnel/funnelStore.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import type { Store } from '../store/store.ts'
import { builderSection } from './builderSection.ts'
import type { ConversionStore } from '../conversions/conversionTypes.ts'
import { portalRevenue } from './portalRevenue.ts'
import { partnerCsv } from './partnerCsv.ts'
import { partnerReport } from '../dashboard/partnerReport.ts'
import { partnerForKey } from './portalAuth.ts'
import { portalPage, portalSignInPage } from './portalPage.ts'
import type { Postbacks } from '../postbacks/postbacks.ts'
import { postbackPanel, postbackRoutes } from './postbackRoutes.ts'

export interface PortalDeps {
  funnel: Funnel
  partners: PartnerRegistry
  store: Store
  /** PUBLIC_URL: the origin the snippet loads widget.js from and POSTs must come from (default: the request's own). */
  publicUrl?: string | undefined
  /** Clicks and conversions for the Revenue section; without them the section is left out. */
  conversions?: ConversionStore | undefined
  /** Partners' postbacks: the "Your postbacks" section and its forms. */
  postbacks?: Postbacks
}

const builderScript = readFileSync(new URL('./builder.js', import.meta.url), 'utf8')
const css = ['../dashboard/dashboard.css', './portal.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n')

/**
 * /partner: each partner's own dashboard, signed in with the portal key whose SHA-256 its registry entry
 * holds. It exists only while some partner has a key (checked per request, so a registry reload applies).
 * Never cached or indexed; five wrong keys from one address in 15 minutes lock sign-in (in the store, so
 * across instances with Redis); POSTs from another site are refused.
 */
export function portalRouter({
  funnel,
  partners,
  store,
  publicUrl,
  conversions,
  postbacks,
}: PortalDeps): Router {
  const router = Router()
  const revenue = conversions && portalRevenue(conversions)
  const sessions = signIns('partner', store)
  router.use('/partner', (_req, res, next) => {
    if (!partners.list().some((partner) => partner.portalKeySha256 !== undefined)) return next('router')
    res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex, nofollow')
    next()
  })
  router.get('/partner/portal.css', (_req, res) => {
    res.type('css').send(css)
  })
  router.get('/partner/builder.js', (_req, res) => {
    res.type('js').send(builderScript)
  })

  const signedIn = async (req: Request): Promise<Partner | undefined> => {
    const session = await sessions.current(req)
    const partner = session && partners.byId(session.subject)
    // A key the operator has since replaced ends the sessions signed in with it.
    return partner?.portalKeySha256 === session?.secretSha256 ? partner : undefined
  }
  const report = async (req: Request, partner: Partner) => {
    const days = lastDays(periodOf(req.query.days))
    return partnerReport(days, await funnel.store.read(days), partner.id)
  }

  router.get('/partner', async (req, res) => {
    const partner = await signedIn(req)
    if (!partner) return res.type('html').send(portalSignInPage())
    const days = lastDays(periodOf(req.query.days))
    const tallies = await funnel.store.read(days)
    const converted = partner.greetings && conversions ? await conversions.readConversions(days) : undefined
    const comparison = partner.greetings
      ? variantComparison(
          'Greetings side by side',
          currentVariants(partner, days, tallies),
          converted && { partner: partner.id, conversions: converted },
        )
      : ''
    const server = publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`
    const page = portalPage(
      partner.name,
      partnerReport(days, tallies, partner.id),
      periodOf(req.query.days),
      (revenue ? await revenue.section(req, partner) : '') +
        comparison +
        builderSection(partner, server) +
        (postbacks ? await postbackPanel(postbacks, partner, req) : ''),
    )
    res.type('html').send(page)
  })
  router.get('/partner/funnel.csv', async (req, res) => {
    const partner = await signedIn(req)
    if (!partner) return res.status(401).type('html').send(portalSignInPage('Sign in first.'))
    const numbers = await report(req, partner)
    res
      .type('text/csv; charset=utf-8')
      .attachment(`partner-funnel-${numbers.days[0]}-to-${numbers.days.at(-1)}.csv`)
      .send(partnerCsv(numbers))
  })

  router.get('/partner/revenue.csv', async (req, res, next) => {
    if (!revenue) return next()
    const partner = await signedIn(req)
    if (!partner) return res.status(401).type('html').send(portalSignInPage('Sign in first.'))
    await revenue.csv(req, res, partner)
  })

  const crossSite = sameOriginOnly(publicUrl, () =>
    portalSignInPage('This form only works from this site’s own page.'),
  )
  router.post(
    '/partner/login',
    crossSite,
    signInLimit('partner', store, () => portalSignInPage('Too many wrong keys. Try again in 15 minutes.')),
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const given: unknown = req.body?.key
      const partner = typeof given === 'string' ? partnerForKey(given, partners.list()) : undefined
      if (!partner?.portalKeySha256) return refuse(res)
      await sessions.open(req, res, { subject: partner.id, secretSha256: partner.portalKeySha256 })
      res.redirect(303, '/partner')
    },
  )
  if (postbacks) postbackRoutes(router, { postbacks, signedIn, crossSite })
  router.post('/partner/logout', crossSite, async (req, res) => {
    await sessions.close(req, res)
    res.redirect(303, '/partner')
  })
  return router
}

function refuse(res: Response): void {
  res.status(401).type('html').send(portalSignInPage('That key is not right.'))
}
