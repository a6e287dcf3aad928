import express, { Router, type Request, type Response } from 'express'
import { MAX_BODY_BYTES } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { chatRequestSchema, type ChatRequest } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import { isLoopback, normaliseAddress, type GeoLookup } from '../geo/geoLookup.ts'
import { sendApiError } from '../http/apiError.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { addressLimit } from '../http/rateLimits.ts'
import type { Metrics } from '../metrics.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { Funnel } from '../funnel/funnel.ts'
import { recordTurn } from '../funnel/recordTurn.ts'
import { attribute } from '../partners/attribution.ts'
import { partnerBudget } from '../partners/partnerBudget.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import { signupLink } from '../partners/signupRedirect.ts'
import type { Session, Store } from '../store/store.ts'
import { chatReply, type ChatContext } from './chatReply.ts'

export interface ChatRouterDeps {
  store: Store
  model: ChatModel
  geo: GeoLookup
  metrics: Metrics
  funnel: Funnel
  partners: PartnerRegistry
}

/** POST /chat: limits, body checks, session lookup, then the chat rules of chatReply. */
export function chatRouter(config: Config, deps: ChatRouterDeps): Router {
  const { store, metrics, funnel, partners } = deps
  const partnerAllows = partnerBudget(partners, funnel.store)
  const context: ChatContext = {
    store,
    model: deps.model,
    metrics,
    holdMs: config.openai.deadlineMs + 5_000,
    withinDailyLimit: async (session) =>
      (await fromStore(partnerAllows(session.partner))) &&
      (config.dailyModelCallLimit === 0 ||
        (await fromStore(store.incrementDailyModelCalls(utcDay()))) <= config.dailyModelCallLimit),
  }
  const router = Router()
  router.post(
    '/chat',
    addressLimit({
      name: 'chat',
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      code: 'rate_limited',
      message: 'Too many messages. Wait a moment and try again.',
      store,
      metrics,
    }),
    requireJson,
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
    addressLimit({
      name: 'sessions',
      limit: config.sessionRateLimitPerHour,
      windowMs: 3_600_000,
      code: 'session_rate_limited',
      message: 'Too many new conversations from this address. Try again later.',
      store,
      metrics,
      skip: (_req, res) => res.locals.session !== null,
    }),
    async (req, res) => {
      const request = res.locals.chatRequest as ChatRequest
      const session = res.locals.session as Session | null
      const partner = session?.partner ?? attribute(req, partners)
      const result = await chatReply(context, {
        request,
        session,
        countryAllowed: countryAllowed(config, deps.geo, req),
        partner,
        persona: partners.byId(partner)?.persona,
        signupLink: (clickId) => signupLink(req, clickId),
      }).catch((error: unknown) => {
        metrics.chatOutcomes.inc({ outcome: 'error' })
        throw error
      })
      metrics.chatOutcomes.inc({ outcome: result.outcome })
      await recordTurn(funnel, {
        attribution: { partner: result.session.partner, persona: result.session.personaId },
        started: session === null,
        outcome: result.outcome,
        remaining: result.outcome === 'daily_limit' ? undefined : result.body.remaining,
        clickId: result.session.clickId,
      })
      res.locals.chat = { outcome: result.outcome, messageLength: request.message.length }
      if (result.outcome === 'daily_limit')
        return dailyLimitReached(res, catalogues[request.locale ?? 'en'].failure)
      res.json(result.body)
    },
  )
  return router
}

/** No body at all is a missing message (400), not a wrong media type: say which. */
function requireJson(req: Request, res: Response, next: () => void): void {
  if (!hasBody(req)) {
    return sendApiError(
      res,
      400,
      'invalid_request',
      'The request body is empty: send {"message": "…"} as JSON.',
    )
  }
  if (req.is('application/json')) return next()
  sendApiError(res, 415, 'unsupported_media_type', 'Send the body as application/json.')
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0)
}

/** The address Express derived under TRUST_PROXY; loopback counts as LOCAL_COUNTRY only with no proxy in front. */
function countryAllowed(config: Config, geo: GeoLookup, req: Request): boolean {
  const address = normaliseAddress(req.ip ?? '')
  const country =
    config.trustProxy === undefined && isLoopback(address) ? config.localCountry : geo.country(address)
  return country !== undefined && config.allowedCountries.has(country)
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

function utcDay(): string {
  return new Date().toISOString().slice(0, 10)
}
