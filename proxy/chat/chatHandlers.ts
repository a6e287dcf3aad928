import express, { type Request, type RequestHandler, type Response } from 'express'
import { MAX_BODY_BYTES } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { chatRequestSchema } from '../../core/protocol.ts'
import { ageGate } from '../age/ageGate.ts'
import type { Config } from '../config.ts'
import { DEFAULT_ALLOWED_COUNTRIES } from '../countryCodes.ts'
import { normaliseAddress, type GeoLookup } from '../geo/geoLookup.ts'
import { visitorCountry } from '../geo/visitorCountry.ts'
import { sendApiError } from '../http/apiError.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { addressLimit } from '../http/rateLimits.ts'
import { requireJson } from '../http/requireJson.ts'
import type { CrisisLog } from '../crisis/crisisLog.ts'
import type { Metrics } from '../metrics.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { Moderation } from '../model/moderation.ts'
import type { Funnel } from '../funnel/funnel.ts'
import { recordTurn } from '../funnel/recordTurn.ts'
import { assignVariant } from '../experiments/greetingVariants.ts'
import { attribute } from '../partners/attribution.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import { signupLink } from '../partners/signupRedirect.ts'
import type { Store } from '../store/store.ts'
import { createLogger, type Logger } from '../logger.ts'
import { chatReply, type ChatContext } from './chatReply.ts'
import { dailyBudget } from './dailyBudget.ts'
import { forgottenStart } from './forgottenStart.ts'
import { refusalText } from './refusalText.ts'

export interface ChatDeps {
  store: Store
  model: ChatModel
  geo: GeoLookup
  metrics: Metrics
  moderation?: Moderation | undefined
  funnel: Funnel
  partners: PartnerRegistry
  logger?: Logger | undefined
  crisis: CrisisLog
}

/** The handler chain of POST /api/chat: limits, body checks, session lookup, then the chat rules of chatReply. */
export function chatHandlers(config: Config, deps: ChatDeps): RequestHandler[] {
  const { store, metrics, funnel, partners } = deps
  const withinDailyLimit = dailyBudget(config, {
    store,
    funnelStore: funnel.store,
    partners,
    logger: deps.logger ?? createLogger('silent'),
    registry: metrics.registry,
  })
  const context: ChatContext = {
    store,
    model: deps.model,
    moderation: deps.moderation,
    crisis: deps.crisis,
    metrics,
    holdMs: config.openai.deadlineMs + 5_000,
    refusalText: refusalText(config.allowedCountries, DEFAULT_ALLOWED_COUNTRIES, config.refusalOverrides),
    withinDailyLimit,
  }
  return [
    ...addressLimit({
      name: 'chat',
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      code: 'rate_limited',
      message: 'Too many messages. Wait a moment and try again.',
      store,
      metrics,
    }),
    requireJson('{"message": "…"}'),
    express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true }),
    async (req, res, next) => {
      const parsed = chatRequestSchema.safeParse(req.body)
      if (!parsed.success)
        return sendApiError(res, 400, 'invalid_request', describeIssue(parsed.error.issues))
      res.locals.chatRequest = parsed.data
      res.locals.session = parsed.data.sessionId
        ? await fromStore(store.getSession(parsed.data.sessionId))
        : null
      next()
    },
    ageGate(config, deps),
    forgottenStart(store),
    ...addressLimit({
      name: 'sessions',
      limit: config.sessionRateLimitPerHour,
      windowMs: 3_600_000,
      code: 'session_rate_limited',
      message: 'Too many new conversations from this address. Try again later.',
      store,
      metrics,
      skip: (_req, res) => res.locals.session !== null,
    }),
    async (req, res, next) => {
      const { chatRequest: request, session } = res.locals
      if (request === undefined || session === undefined)
        return next(new Error('chat body check and session lookup must run first'))
      const partner = session?.partner ?? attribute(req, partners)
      const entry = partners.byId(partner)
      const variant = session === null ? assignVariant(entry, request.variant) : undefined
      const result = await chatReply(context, {
        request,
        session,
        ...countryOf(config, deps.geo, req),
        partner,
        address: normaliseAddress(req.ip ?? ''),
        persona: entry?.persona,
        signupLink: (clickId) => signupLink(config.publicUrl, req, clickId),
        start: res.locals.sessionStart,
        greeting: entry && variant !== undefined ? { partner: entry, variant } : undefined,
      }).catch((error: unknown) => {
        metrics.chatOutcomes.inc({ outcome: 'error' })
        throw error
      })
      metrics.chatOutcomes.inc({ outcome: result.outcome })
      res.locals.chat = { outcome: result.outcome, messageLength: request.message.length }
      if (result.outcome === 'daily_limit')
        return dailyLimitReached(res, catalogues[request.locale ?? 'en'].failure)
      await recordTurn(funnel, {
        attribution: {
          partner: result.session.partner,
          persona: result.session.personaId,
          ...(result.session.variant !== undefined && { variant: result.session.variant }),
        },
        started: session === null,
        outcome: result.outcome,
        remaining: result.body.remaining,
        clickId: result.session.clickId,
      })
      res.json(result.body)
    },
  ]
}

/** The visitor's country (its crisis line) and whether the chat serves it. */
function countryOf(config: Config, geo: GeoLookup, req: Request) {
  const country = visitorCountry(config, geo, req)
  return { country, countryAllowed: country !== undefined && config.allowedCountries.has(country) }
}

/**
 * The deployment spent its daily model budget: 503 (a capacity problem, not the visitor's fault) with the
 * persona's failure text, and Retry-After pointing at the next UTC midnight when the budget resets.
 */
function dailyLimitReached(res: Response, failureText: string): void {
  const now = new Date()
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  res.set('Retry-After', String(Math.ceil((midnight - now.getTime()) / 1000)))
  sendApiError(res, 503, 'daily_limit_reached', 'The daily message budget is used up.', failureText)
}

function describeIssue(issues: readonly { path: PropertyKey[]; message: string; code: string }[]): string {
  const issue = issues[0]
  if (!issue) return 'The request body is invalid.'
  if (issue.path.length === 0) return 'The request body must be a JSON object.'
  return issue.message.startsWith(String(issue.path[0]))
    ? issue.message
    : `${issue.path.join('.')}: ${issue.message}`
}
