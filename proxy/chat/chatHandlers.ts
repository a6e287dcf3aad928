import express, { type Request, type RequestHandler, type Response } from 'express'
import { MAX_BODY_BYTES } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { defaultLocale } from '../../core/i18n/locales.ts'
import { chatRequestSchema } from '../../core/protocol.ts'
import { ageGate } from '../age/ageGate.ts'
import type { Config } from '../config.ts'
import { DEFAULT_ALLOWED_COUNTRIES } from '../countryCodes.ts'
import { normaliseAddress, type GeoLookup } from '../geo/geoLookup.ts'
import { visitorCountry } from '../geo/visitorCountry.ts'
import { sendApiError } from '../http/apiError.ts'
import { StoreUnavailableError } from '../store/storeUnavailable.ts'
import { addressLimit } from '../http/rateLimits.ts'
import { requireJson } from '../http/requireJson.ts'
import type { CrisisLog } from '../crisis/crisisLog.ts'
import { subIdCleaner } from '../conversions/subIds.ts'
import type { Metrics } from '../metrics.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { Moderation } from '../model/moderation.ts'
import type { Funnel } from '../funnel/funnel.ts'
import { recordTurn } from '../funnel/recordTurn.ts'
import { assignVariant } from '../experiments/greetingVariants.ts'
import { attribute } from '../partners/attribution.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import { signupLink } from '../partners/signupRedirect.ts'
import type { Session, Store } from '../store/store.ts'
import { createLogger, type Logger } from '../logger.ts'
import { chatReply, crisisFirst, type ChatContext } from './chatReply.ts'
import { readForCrisis, type CrisisDetector } from './crisisAnswer.ts'
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
  /** Reads each message for a crisis (core/safety's detectCrisis; tests not about crisis pass a stub). */
  detectCrisis: CrisisDetector
}

/**
 * The handler chain of POST /api/chat, and the one place that fixes the order of checks on a message:
 * 1. the body check (a request without a readable message gets 400; there is nothing to read);
 * 2. the crisis check: the newest message alone, then the session look-up, then the newest message read with
 *    the visitor's last few; a crisis goes on past a store that does not answer;
 * 3. the per-address message limit and the new-conversation limit, which count a crisis message too but let
 *    it through (marked to keep nothing);
 * 4. a crisis message is answered here: the fixed crisis text, no age gate, no budget, no model call, kept in
 *    the conversation it names (within its bound), or in a new one unless step 2 or 3 said to keep nothing;
 * 5. any other message: 503 if the store did not answer, then the age gate, a forgotten conversation's count,
 *    and chatReply's rules (cap, country, moderation, daily budget, reservation, model call).
 * docs/api.md describes this order; keep the two in step.
 */
export function chatHandlers(config: Config, deps: ChatDeps): RequestHandler[] {
  const { store, metrics, funnel, partners } = deps
  const cleanSubIds = subIdCleaner(deps.logger)
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
  const crisisPasses = (_req: Request, res: Response) => res.locals.crisis !== undefined
  return [
    requireJson('{"message": "…"}'),
    express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true }),
    async (req, res, next) => {
      const parsed = chatRequestSchema.safeParse(req.body)
      if (!parsed.success)
        return sendApiError(res, 400, 'invalid_request', describeIssue(parsed.error.issues))
      const request = (res.locals.chatRequest = parsed.data)
      res.locals.crisis = deps.detectCrisis(request.message)
      let session: Session | null = null
      if (request.sessionId !== undefined) {
        try {
          session = await store.getSession(request.sessionId)
        } catch (error) {
          if (res.locals.crisis === undefined) throw new StoreUnavailableError(error)
          res.locals.keepNothing = true
        }
      }
      res.locals.session = session
      res.locals.crisis ??= readForCrisis(deps.detectCrisis, request.message, session)
      next()
    },
    ...addressLimit({
      name: 'chat',
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      code: 'rate_limited',
      message: 'Too many messages. Wait a moment and try again.',
      store,
      metrics,
      letThrough: crisisPasses,
    }),
    ...addressLimit({
      name: 'sessions',
      limit: config.sessionRateLimitPerHour,
      windowMs: 3_600_000,
      code: 'session_rate_limited',
      message: 'Too many new conversations from this address. Try again later.',
      store,
      metrics,
      skip: (_req, res) => res.locals.session !== null || res.locals.keepNothing === true,
      letThrough: crisisPasses,
    }),
    async (req, res, next) => {
      const { chatRequest: request, session, crisis } = res.locals
      if (crisis === undefined) return next()
      if (request === undefined || session === undefined)
        return next(new Error('chat body check and session lookup must run first'))
      const start = conversationStart(req, session, request.variant)
      const body = await crisisFirst(context, {
        request,
        session,
        keepNothing: res.locals.keepNothing === true,
        country: visitorCountry(config, deps.geo, req),
        start,
      })
      metrics.chatOutcomes.inc({ outcome: 'crisis' })
      res.locals.chat = { outcome: 'crisis', messageLength: request.message.length }
      if (body.session)
        await recordTurn(funnel, {
          attribution: attributionOf(body.session),
          started: session === null,
          outcome: 'crisis',
          remaining: body.response.remaining,
          clickId: body.session.clickId,
        }).catch((error: unknown) => deps.crisis.problem(error, 'crisis turn not counted in the funnel'))
      res.json(body.response)
    },
    (_req, res, next) => {
      if (res.locals.keepNothing) return next(new StoreUnavailableError('the session look-up failed'))
      next()
    },
    ageGate(config, deps),
    forgottenStart(store),
    async (req, res, next) => {
      const { chatRequest: request, session } = res.locals
      if (request === undefined || session === undefined)
        return next(new Error('chat body check and session lookup must run first'))
      const start = conversationStart(req, session, request.variant)
      const result = await chatReply(context, {
        request,
        session,
        ...countryOf(config, deps.geo, req),
        partner: start.partner,
        address: normaliseAddress(req.ip ?? ''),
        persona: start.persona,
        signupLink: (clickId) => signupLink(config.publicUrl, req, clickId),
        start: res.locals.sessionStart,
        greeting: start.greeting,
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
          ...attributionOf(result.session),
          // Kept with the sign-up link when this turn reaches the offer.
          language: request.locale ?? defaultLocale,
          subIds: cleanSubIds(result.session.partner, request.subIds),
        },
        started: session === null,
        outcome: result.outcome,
        remaining: result.body.remaining,
        clickId: result.session.clickId,
      })
      res.json(result.body)
    },
  ]

  /** Who a conversation this message would start belongs to: its partner, persona and greeting. */
  function conversationStart(req: Request, session: Session | null, requested: string | undefined) {
    const partner = session?.partner ?? attribute(req, partners)
    const entry = partners.byId(partner)
    const variant = session === null ? assignVariant(entry, requested) : undefined
    return {
      partner,
      persona: entry?.persona,
      greeting: entry && variant !== undefined ? { partner: entry, variant } : undefined,
    }
  }
}

function attributionOf(session: Session) {
  return {
    partner: session.partner,
    persona: session.personaId,
    ...(session.variant !== undefined && { variant: session.variant }),
  }
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
