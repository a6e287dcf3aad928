import { Router, type Request } from 'express'
import { clickRecordOf } from '../conversions/clickRecord.ts'
import type { ClickRecord, ConversionStore } from '../conversions/conversionTypes.ts'
import { fillTemplate, hasMacros, macroValues } from '../conversions/signupTemplate.ts'
import type { Funnel } from '../funnel/funnel.ts'
import type { Attribution } from '../funnel/funnelStore.ts'
import type { PartnerRegistry } from './partnerRegistry.ts'

export interface SignupRedirectDeps {
  funnel: Funnel
  partners: PartnerRegistry
  /** Where each first click's record is kept, for the conversions posted back for it. */
  conversions: ConversionStore
  /** The clicking visitor's country, by the lookup the chat uses. */
  country: (req: Request) => string | undefined
  /** SIGNUP_URL: for `site`, `direct`, partners without their own, and unknown links. */
  signupUrl: string
}

const CLICK_ID = /^[\w-]{16,128}$/

/**
 * GET /go/signup/:clickId, the sign-up offer's link: counts the conversation's first click and keeps its
 * record (partner, variant, country, device, language, sub-IDs), then 302 to the partner's sign-up page: a
 * template gets its macros filled, a plain URL gets ref and UTM parameters. Anything unknown still lands on
 * SIGNUP_URL: a visitor never sees an error page here. HEAD (link scanners, messenger previews) gets the same
 * headers and counts and keeps nothing.
 */
export function signupRedirect(deps: SignupRedirectDeps): Router {
  const { funnel, partners, conversions, signupUrl } = deps
  const router = Router()
  const peek = async (clickId: string) => {
    const attribution = await funnel.store.findClick(clickId)
    return attribution && { attribution, first: false }
  }
  router.get('/go/signup/:clickId', async (req, res) => {
    res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex')
    const clickId = req.params.clickId
    const look = req.method === 'HEAD' ? peek : funnel.store.claimClick.bind(funnel.store)
    const claim = CLICK_ID.test(clickId)
      ? await look(clickId).catch((error: unknown) => {
          req.log.warn({ err: error }, 'sign-up click not recorded')
          return undefined
        })
      : undefined
    if (!claim) return res.redirect(302, destination(signupUrl, undefined))
    const visit = { country: deps.country(req), userAgent: req.get('user-agent'), at: Date.now() }
    let record: ClickRecord | undefined
    if (claim.first) {
      record = clickRecordOf(clickId, claim.attribution, visit)
      await Promise.all([
        funnel.record('clicks', claim.attribution),
        conversions.saveClick(record).catch((error: unknown) => {
          req.log.warn({ err: error }, 'sign-up click record not kept')
        }),
      ])
    } else {
      // A later click (or HEAD) sends the visitor where the first one did, by the record that click kept.
      record = await conversions.findClick(clickId).catch(() => undefined)
    }
    record ??= clickRecordOf(clickId, claim.attribution, visit)
    const target = partners.byId(claim.attribution.partner)?.signupUrl ?? signupUrl
    res.redirect(302, destination(target, record))
  })
  return router
}

/** A template with its macros filled (empty without a click), else the URL credited with ref and UTM. */
function destination(target: string, click: ClickRecord | undefined): string {
  if (hasMacros(target)) return fillTemplate(target, macroValues(click))
  return click ? creditedUrl(target, click) : target
}

/** The target with ref and UTM parameters set; its other parameters are kept. */
export function creditedUrl(target: string, { partner, persona }: Attribution): string {
  const url = new URL(target)
  url.searchParams.set('ref', partner)
  url.searchParams.set('utm_source', partner)
  url.searchParams.set('utm_medium', 'chat')
  url.searchParams.set('utm_campaign', persona)
  return url.href
}

/**
 * The absolute link the sign-up offer carries: partner pages are on other origins. It starts with PUBLIC_URL
 * when set, so a client's Host header cannot choose where the link points; else with the request's own origin.
 */
export function signupLink(publicUrl: string | undefined, req: Request, clickId: string): string {
  const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`
  return `${origin}/go/signup/${encodeURIComponent(clickId)}`
}
