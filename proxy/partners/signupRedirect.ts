import { Router, type Request } from 'express'
import type { Funnel } from '../funnel/funnel.ts'
import type { Attribution } from '../funnel/funnelStore.ts'
import type { PartnerRegistry } from './partnerRegistry.ts'

export interface SignupRedirectDeps {
  funnel: Funnel
  partners: PartnerRegistry
  /** SIGNUP_URL: for `site`, `direct`, partners without their own, and unknown links. */
  signupUrl: string
}

const CLICK_ID = /^[\w-]{16,128}$/

/**
 * GET /go/signup/:clickId, the sign-up offer's link: counts the conversation's first click, then 302 to the
 * partner's sign-up page credited with ref and UTM parameters. Anything unknown still lands on SIGNUP_URL:
 * a visitor never sees an error page here. HEAD (link scanners, messenger previews) gets the same headers
 * and counts nothing.
 */
export function signupRedirect({ funnel, partners, signupUrl }: SignupRedirectDeps): Router {
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
    if (!claim) return res.redirect(302, signupUrl)
    if (claim.first) await funnel.record('clicks', claim.attribution)
    const target = partners.byId(claim.attribution.partner)?.signupUrl ?? signupUrl
    res.redirect(302, creditedUrl(target, claim.attribution))
  })
  return router
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
