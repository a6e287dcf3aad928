import { Router, type RequestHandler } from 'express'
import { findPersona } from '../core/persona.ts'
import { chatHandlers, type ChatDeps } from './chat/chatHandlers.ts'
import { forgetHandlers } from './chat/forgetHandlers.ts'
import { transcriptHandlers } from './chat/transcriptHandlers.ts'
import type { Config } from './config.ts'
import type { PartnerRegistry } from './partners/partnerRegistry.ts'
import { sendApiError } from './http/apiError.ts'
import { cors } from './http/cors.ts'
import { originWarnings } from './http/originWarnings.ts'
import { apiSecurityHeaders } from './http/security.ts'
import { widgetConfig } from './http/widgetConfig.ts'

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
