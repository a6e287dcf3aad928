import express, { type Request, type RequestHandler, type Router } from 'express'
import type { Partner } from '../partners/partnerSchema.ts'
import { postbackTemplateProblem } from '../partners/postbackTemplate.ts'
import type { Postbacks } from '../postbacks/postbacks.ts'
import { portalLayout, portalSignInPage } from './portalPage.ts'
import { postbackSection, type PostbackForm } from './postbackSection.ts'

export interface PostbackRouteDeps {
  postbacks: Postbacks
  signedIn: (req: Request) => Promise<Partner | undefined>
  /** The portal's guard against forms posted from other sites. */
  crossSite: RequestHandler
}

const NOTICES: Record<string, string> = {
  saved: 'Postback URL saved.',
  cleared: 'Postback URL cleared.',
  'test-sent': 'Test postback sent: its try appears in the log below (reload to see it).',
  'no-url': 'Set a postback URL first.',
}

/** The "Your postbacks" section of a signed-in partner's page; `?postback=` names a notice to show. */
export async function postbackPanel(postbacks: Postbacks, partner: Partner, req: Request): Promise<string> {
  const shown = typeof req.query.postback === 'string' ? NOTICES[req.query.postback] : undefined
  const [setting, entries] = await Promise.all([postbacks.template(partner), postbacks.deliveries(partner)])
  return postbackSection(setting, partner.postbackUrl, entries, shown ? { notice: shown } : {})
}

/** POST /partner/postbacks (save or clear the URL template) and /partner/postbacks/test. */
export function postbackRoutes(router: Router, { postbacks, signedIn, crossSite }: PostbackRouteDeps): void {
  const form = express.urlencoded({ extended: false, limit: '4kb' })
  router.post('/partner/postbacks', crossSite, form, async (req, res) => {
    const partner = await signedIn(req)
    if (!partner) return res.status(401).type('html').send(portalSignInPage('Sign in first.'))
    const given: unknown = req.body?.url
    const typed = typeof given === 'string' ? given.trim() : ''
    const problem = typed === '' ? undefined : postbackTemplateProblem(typed)
    if (problem) {
      req.log.info({ partner: partner.id, problem }, 'postback URL refused')
      const page = await refusedPage(postbacks, partner, { typed, problem: `Not saved: ${problem}.` })
      return res.status(400).type('html').send(page)
    }
    await postbacks.setTemplate(partner, typed === '' ? undefined : typed)
    res.redirect(303, `/partner?postback=${typed === '' ? 'cleared' : 'saved'}#postbacks`)
  })
  router.post('/partner/postbacks/test', crossSite, async (req, res) => {
    const partner = await signedIn(req)
    if (!partner) return res.status(401).type('html').send(portalSignInPage('Sign in first.'))
    const sent = await postbacks.sendTest(partner)
    res.redirect(303, `/partner?postback=${sent ? 'test-sent' : 'no-url'}#postbacks`)
  })
}

async function refusedPage(postbacks: Postbacks, partner: Partner, form: PostbackForm): Promise<string> {
  const [setting, entries] = await Promise.all([postbacks.template(partner), postbacks.deliveries(partner)])
  return portalLayout(
    `${partner.name} · Postbacks`,
    `<p><a href="/partner">Back to your dashboard</a></p>${postbackSection(setting, partner.postbackUrl, entries, form)}`,
  )
}
