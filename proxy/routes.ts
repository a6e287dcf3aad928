import { Router, type RequestHandler } from 'express'
import { findPersona } from '../core/persona.ts'
import { adminRouter } from './admin/adminRouter.ts'
import { chatHandlers, type ChatDeps } from './chat/chatHandlers.ts'
import { forgetHandlers } from './chat/forgetHandlers.ts'
import { transcriptHandlers } from './chat/transcriptHandlers.ts'
import type { Config } from './config.ts'
import type { ConversionListener, ConversionStore } from './conversions/conversionTypes.ts'
import type { CrisisCountStore } from './crisis/crisisCountStore.ts'
import type { Drain } from './http/drain.ts'
import { operations } from './http/operations.ts'
import type { PartnerRegistry } from './partners/partnerRegistry.ts'
import { signupRedirect } from './partners/signupRedirect.ts'
import { visitorCountry } from './geo/visitorCountry.ts'
import { portalRouter } from './portal/portalRouter.ts'
import type { Postbacks } from './postbacks/postbacks.ts'
import { conversionEndpoint } from './postbacks/conversionEndpoint.ts'
import { sendApiError } from './http/apiError.ts'
import { cors } from './http/cors.ts'
import { originWarnings } from './http/originWarnings.ts'
import { apiSecurityHeaders } from './http/security.ts'
import { widgetConfig } from './experiments/widgetConfig.ts'

export interface ApiDeps extends ChatDeps {
  partners: PartnerRegistry
}

/** Every route under /api, listed here and nowhere else: a new endpoint is one line below. */
export function apiRouter(config: Config, deps: ApiDeps): Router {
  const api = Router()
  const warnOrigin = originWarnings()
  api.use(apiSecurityHeaders(), cors(config.allowedOrigins, deps.partners, warnOrigin))

  api.post('/chat', ...chatHandlers(config, deps))
  api.post('/chat/transcript', ...transcriptHandlers(config, deps))
  api.post('/chat/forget', ...forgetHandlers(config, deps))
  api.get('/persona', persona)
  api.get('/widget-config', widgetConfig(config, deps, warnOrigin))

  api.use((_req, res) => sendApiError(res, 404, 'not_found', 'No such API endpoint.'))
  return api
}

/** The public profile only (the prompt lives in the proxy); unknown ids get the default persona. */
const persona: RequestHandler = (req, res) => {
  const id = typeof req.query.persona === 'string' ? req.query.persona : undefined
  res.set('Cache-Control', 'public, max-age=300').json(findPersona(id))
}

export interface PageDeps extends ApiDeps {
  drain: Drain
  crisisStore: CrisisCountStore
  /** Sign-up clicks and the conversions posted back for them. */
  conversionStore: ConversionStore
  /** Told of each created or changed conversion (partners' postbacks register here). */
  conversionListeners: ConversionListener[]
  postbacks: Postbacks
}

/**
 * Every route outside /api (operations, the sign-up redirect, networks' conversion postbacks, /admin while
 * ADMIN_TOKEN is set, /partner),
 * listed here and nowhere else; the app puts the full set of security headers in front of them.
 */
export function pageRouter(config: Config, deps: PageDeps): Router {
  const pages = Router()
  const { funnel, partners, store } = deps
  pages.use(operations(store, deps.metrics, config.metricsToken, deps.drain))
  pages.use(
    signupRedirect({
      funnel,
      partners,
      conversions: deps.conversionStore,
      country: (req) => visitorCountry(config, deps.geo, req),
      signupUrl: config.signupUrl,
    }),
  )
  pages.use(
    conversionEndpoint({
      settings: config.conversionPostback,
      conversions: deps.conversionStore,
      listeners: deps.conversionListeners,
      outcomes: deps.metrics.conversionPostbacks,
    }),
  )
  const { adminToken: token, publicUrl } = config
  const conversions = deps.conversionStore
  if (token)
    pages.use(
      adminRouter({ token, funnel, partners, store, publicUrl, crisis: deps.crisisStore, conversions }),
    )
  pages.use(portalRouter({ funnel, partners, store, publicUrl, conversions, postbacks: deps.postbacks }))
  return pages
}
