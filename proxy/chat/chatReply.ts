import { FREE_REPLY_LIMIT, INITIAL_REPLY_COUNT } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import type { Catalogue } from '../../core/i18n/en.ts'
import { format } from '../../core/i18n/format.ts'
import { defaultLocale, type Locale } from '../../core/i18n/locales.ts'
import { moderationTexts } from '../../core/i18n/moderationTexts.ts'
import { findPersona, type PersonaProfile } from '../../core/persona.ts'
import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'
import type { CrisisLog } from '../crisis/crisisLog.ts'
import { greetingText } from '../experiments/greetingVariants.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { Moderation, ModerationVerdict } from '../model/moderation.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import type { ChatOutcome, Metrics } from '../metrics.ts'
import type { Session, Store, TranscriptEntry } from '../store/store.ts'
import { newClickId, newSessionId } from '../store/ids.ts'
import { saveReply } from '../store/saveReply.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { voiceOf } from '../personas/voices.ts'
import { crisisAnswer, replyFlagged } from './crisisAnswer.ts'
import { modelInput } from './modelInput.ts'
import { afterCrisisRule, systemPrompt } from './systemPrompt.ts'

export interface ChatContext {
  store: Store
  model: ChatModel
  metrics: Metrics
  /** How long a reservation outlives a model call that never returns (the call's own deadline plus slack). */
  holdMs: number
  /** Resolves whether the daily model-call budgets allow one more call for this partner and client address (dailyBudget). */
  withinDailyLimit: (partner: string, address: string) => Promise<boolean>
  /** The moderation guard (MODERATION); none by default. */
  moderation?: Moderation | undefined
  /** The country refusal in a language (refusalText); the catalogues' by default. */
  refusalText?: (locale: Locale) => string
  /** Where crisis answers are counted. */
  crisis: CrisisLog
}

export interface ChatTurnInput {
  request: ChatRequest
  /** The existing session, or null to start a new one (the caller has already applied the session rate limit). */
  session: Session | null
  countryAllowed: boolean
  /** The visitor's country, when known (the crisis answer gives its line). */
  country?: string | undefined
  /** Attribution of a conversation this message starts: a partner id, 'site' or 'direct' (the default). */
  partner?: string
  /** The client address, for its share of a partner's budget. */
  address?: string
  /** The persona a conversation this message starts talks to when the request names none (the partner's). */
  persona?: string
  /** The sign-up offer's link for a conversation's click id. */
  signupLink: (clickId: string) => string
  /** What a conversation this message starts begins with: a forgotten session's kept count, a passed age gate. */
  start?: SessionStart | undefined
  /** A conversation this message starts opens with this greeting variant of its partner's experiment. */
  greeting?: { partner: Partner; variant: string } | undefined
}

export type SessionStart = Partial<Pick<Session, 'count' | 'age' | 'afterCrisis'>>

/** `session` is the conversation as it was when the message arrived (new or existing). */
export type ChatResult =
  | { outcome: Exclude<ChatOutcome, 'daily_limit' | 'error'>; body: ChatResponse; session: Session }
  | { outcome: 'daily_limit'; session: Session | null }

export interface CrisisFirstInput {
  request: ChatRequest
  /** The conversation the message names; null when it starts one or its look-up failed. */
  session: Session | null
  /**
   * Start nothing (over a limit, or the store did not answer): without a session the answer keeps nothing; a
   * conversation that exists still keeps it, within its bound.
   */
  keepNothing: boolean
  country: string | undefined
  /** Who a conversation this message starts belongs to. */
  start: { partner: string; persona?: string | undefined; greeting?: ChatTurnInput['greeting'] }
}

/**
 * A message the crisis check flagged, before any age gate, budget or model: the crisis answer, in the
 * conversation the message names, or in a new one (marked after-crisis from the start) unless nothing may be
 * kept. A new conversation that cannot be stored still gets its answer, under an id nothing holds.
 */
export async function crisisFirst(
  context: ChatContext,
  input: CrisisFirstInput,
): Promise<{ response: ChatResponse; session: Session | null }> {
  const receivedAt = Date.now()
  const locale = input.request.locale ?? defaultLocale
  let session = input.session
  if (session === null && !input.keepNothing) {
    const id = input.request.sessionId
    const count = id === undefined ? null : await context.store.forgottenCount(id).catch(() => null)
    session = await startSession(
      context.store,
      findPersona(input.request.persona ?? input.start.persona),
      input.start.partner,
      locale,
      { ...(count !== null && { count }), afterCrisis: true },
      input.start.greeting,
      receivedAt,
    ).catch((error: unknown) => {
      context.crisis.problem(error, 'no conversation stored for a crisis answer')
      return null
    })
  }
  const response = await crisisAnswer({
    store: context.store,
    crisis: context.crisis,
    session,
    unkeptId: newSessionId(),
    message: input.request.message,
    receivedAt,
    locale,
    country: input.country,
  })
  return { response, session }
}

/**
 * One visitor message through the chat rules (a crisis message never gets here: see chatHandlers): cap,
 * country, the moderation guard, daily budget, an atomic reservation of one free reply, the model call, then
 * commit (reply or empty) or release (failure). The turn runs to its end even if the visitor hangs up: the
 * upstream bills a call once sent, so its reply is kept and spent.
 */
export async function chatReply(context: ChatContext, input: ChatTurnInput): Promise<ChatResult> {
  const { store, model, metrics } = context
  const receivedAt = Date.now()
  const locale = input.request.locale ?? defaultLocale
  const texts = catalogues[locale]
  const withinDailyLimit = () =>
    context.withinDailyLimit(input.session?.partner ?? input.partner ?? 'direct', input.address ?? '')
  // A new conversation the budget cannot serve is never created: no session, no conversation counted.
  const budgetChecked = input.session === null && input.countryAllowed
  if (budgetChecked && !(await withinDailyLimit())) return { outcome: 'daily_limit', session: null }
  const session =
    input.session ??
    (await startSession(
      store,
      findPersona(input.request.persona ?? input.persona),
      input.partner ?? 'direct',
      locale,
      input.start,
      input.greeting,
      receivedAt,
    ))
  const persona = findPersona(session.personaId)
  const answer = (
    outcome: Exclude<ChatOutcome, 'daily_limit' | 'error'>,
    reply: ChatResponse['reply'],
    count: number,
  ): ChatResult => ({
    outcome,
    session,
    body: {
      sessionId: session.id,
      reply,
      signup:
        count >= FREE_REPLY_LIMIT ? signupOffer(persona, input.signupLink(session.clickId), texts) : null,
      remaining: Math.max(0, FREE_REPLY_LIMIT - count),
      ...(session.afterCrisis && { afterCrisis: true as const }),
    },
  })

  const crisis = async (count?: number): Promise<ChatResult> => ({
    outcome: 'crisis',
    session,
    body: await crisisAnswer({
      store,
      crisis: context.crisis,
      session,
      unkeptId: session.id,
      ...(count !== undefined && { count }),
      message: input.request.message,
      receivedAt,
      locale,
      country: input.country,
    }),
  })
  if (session.count >= FREE_REPLY_LIMIT) return answer('limit', null, session.count)
  if (!input.countryAllowed) {
    metrics.geoRefusals.inc()
    const text = context.refusalText?.(locale) ?? texts.refusal
    return answer('refused', { text, kind: 'refused' }, session.count)
  }
  const verdict = context.moderation
    ? await guard(context.moderation, metrics, input.request.message)
    : 'allowed'
  if (verdict === 'self_harm') return crisis()
  if (verdict === 'minors')
    return answer('moderated', { text: moderationTexts[locale].minors, kind: 'refused' }, session.count)
  const reservation = await fromStore(store.reserveReply(session.id, FREE_REPLY_LIMIT, context.holdMs))
  if (!reservation.ok && reservation.reason === 'missing') {
    return answer('failed', { text: texts.failure, kind: 'failed' }, session.count)
  }
  if (!reservation.ok) return answer('limit', null, FREE_REPLY_LIMIT)
  if (!budgetChecked && !(await withinDailyLimit().catch(release(store, session.id, reservation.token)))) {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return { outcome: 'daily_limit', session }
  }

  const started = performance.now()
  const prompt = promptOf(persona, locale)
  const messages = modelInput(
    session.afterCrisis ? `${prompt}\n${afterCrisisRule}` : prompt,
    session.transcript,
    input.request.message,
  )
  const result = await model
    .complete(messages, undefined, { personaId: persona.id, locale })
    .catch(() => ({ kind: 'failed' as const }))
  metrics.modelLatency.observe({ result: result.kind }, (performance.now() - started) / 1000)

  if (result.kind === 'failed') {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return answer('failed', { text: texts.failure, kind: 'failed' }, session.count)
  }
  if (
    result.kind === 'reply' &&
    context.moderation &&
    (await replyFlagged(context.moderation, result.text))
  ) {
    // The flagged reply was a billed model call: it spends a free reply like any other, so a conversation
    // whose replies keep being flagged still reaches its cap.
    return crisis(await saveReply(store, session.id, reservation.token, []))
  }
  const text = result.kind === 'reply' ? result.text : texts.emptyReply
  const entries: TranscriptEntry[] = [
    { from: 'visitor', text: input.request.message, at: receivedAt },
    { from: 'persona', text, at: Date.now() },
  ]
  const count = await saveReply(store, session.id, reservation.token, entries)
  return answer(result.kind, { text, kind: result.kind }, count)
}

export async function startSession(
  store: Store,
  persona: PersonaProfile,
  partner: string,
  locale: Locale,
  start: SessionStart = {},
  greeting?: { partner: Partner; variant: string },
  // The message that starts it: the greeting comes first in the transcript, even when a budget check or a
  // slow store came in between.
  createdAt = Date.now(),
): Promise<Session> {
  const session: Session = {
    id: newSessionId(),
    personaId: persona.id,
    partner,
    clickId: newClickId(),
    createdAt,
    count: start.count ?? INITIAL_REPLY_COUNT,
    transcript: [
      {
        from: 'persona',
        text: greetingText(greeting?.partner, greeting?.variant, persona, locale),
        at: createdAt,
      },
    ],
  }
  if (start.age) session.age = start.age
  if (start.afterCrisis) session.afterCrisis = true
  if (greeting) session.variant = greeting.variant
  await fromStore(store.createSession(session))
  return session
}

/** Each persona's system prompt per language, made once. */
const prompts = new Map<string, Map<Locale, string>>()

export function promptOf(persona: PersonaProfile, locale: Locale): string {
  let byLocale = prompts.get(persona.id)
  if (!byLocale) prompts.set(persona.id, (byLocale = new Map()))
  let prompt = byLocale.get(locale)
  if (prompt === undefined)
    byLocale.set(locale, (prompt = systemPrompt(persona, voiceOf(persona.id), locale)))
  return prompt
}

export function signupOffer(persona: PersonaProfile, url: string, texts: Catalogue) {
  return { text: format(texts.signupText, { name: persona.name }), label: texts.signupLabel, url }
}

/** The guard's verdict on a visitor message, counted on /metrics. */
async function guard(moderation: Moderation, metrics: Metrics, message: string): Promise<ModerationVerdict> {
  const verdict = await moderation.check(message)
  metrics.moderationChecks.inc({ verdict })
  return verdict
}

/** On a failed budget check, give the reservation back before the error propagates. */
function release(store: Store, id: string, token: string) {
  return async (error: unknown): Promise<never> => {
    await store.releaseReply(id, token).catch(() => undefined)
    throw error
  }
}
