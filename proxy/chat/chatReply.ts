import { FREE_REPLY_LIMIT, INITIAL_REPLY_COUNT } from '../../core/constants.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import type { Catalogue } from '../../core/i18n/en.ts'
import { format } from '../../core/i18n/format.ts'
import { defaultLocale, type Locale } from '../../core/i18n/locales.ts'
import { moderationTexts } from '../../core/i18n/moderationTexts.ts'
import { findPersona, type PersonaProfile } from '../../core/persona.ts'
import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'
import { greetingText } from '../experiments/greetingVariants.ts'
import { getOrInsertComputed } from '../maps.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { Moderation } from '../model/moderation.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import type { ChatOutcome, Metrics } from '../metrics.ts'
import type { Session, Store, TranscriptEntry } from '../store/store.ts'
import { newClickId, newSessionId } from '../store/ids.ts'
import { saveReply } from '../store/saveReply.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { voiceOf } from '../personas/voices.ts'
import { modelInput } from './modelInput.ts'
import { systemPrompt } from './systemPrompt.ts'

export interface ChatContext {
  store: Store
  model: ChatModel
  metrics: Metrics
  /** How long a reservation outlives a model call that never returns (the call's own deadline plus slack). */
  holdMs: number
  /** Resolves whether the daily model-call budgets (the deployment's, the session's partner's) allow one more call. */
  withinDailyLimit: (session: Session) => Promise<boolean>
  /** The moderation guard (MODERATION); none by default. */
  moderation?: Moderation | undefined
}

export interface ChatTurnInput {
  request: ChatRequest
  /** The existing session, or null to start a new one (the caller has already applied the session rate limit). */
  session: Session | null
  countryAllowed: boolean
  /** Attribution of a conversation this message starts: a partner id, 'site' or 'direct' (the default). */
  partner?: string
  /** The persona a conversation this message starts talks to when the request names none (the partner's). */
  persona?: string
  /** The sign-up offer's link for a conversation's click id. */
  signupLink: (clickId: string) => string
  /** What a conversation this message starts begins with: a forgotten session's kept count, a passed age gate. */
  start?: SessionStart | undefined
  /** A conversation this message starts opens with this greeting variant of its partner's experiment. */
  greeting?: { partner: Partner; variant: string } | undefined
}

export type SessionStart = Partial<Pick<Session, 'count' | 'age'>>

/** `session` is the conversation as it was when the message arrived (new or existing). */
export type ChatResult =
  | { outcome: Exclude<ChatOutcome, 'daily_limit' | 'error'>; body: ChatResponse; session: Session }
  | { outcome: 'daily_limit'; sessionId: string; session: Session }

/**
 * One visitor message through the chat rules: cap, country, the moderation guard, daily budget, an atomic reservation of one free
 * reply, the model call, then commit (reply or empty) or release (failure). The turn runs to its end even if
 * the visitor hangs up: the upstream bills a call once sent, so its reply is kept and spent.
 */
export async function chatReply(context: ChatContext, input: ChatTurnInput): Promise<ChatResult> {
  const { store, model, metrics } = context
  const receivedAt = Date.now()
  const locale = input.request.locale ?? defaultLocale
  const texts = catalogues[locale]
  const session =
    input.session ??
    (await startSession(
      store,
      findPersona(input.request.persona ?? input.persona),
      input.partner ?? 'direct',
      locale,
      input.start,
      input.greeting,
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
    },
  })

  if (session.count >= FREE_REPLY_LIMIT) return answer('limit', null, session.count)
  if (!input.countryAllowed) {
    metrics.geoRefusals.inc()
    return answer('refused', { text: texts.refusal, kind: 'refused' }, session.count)
  }
  const guarded = context.moderation
    ? await guard(context.moderation, context.metrics, input.request.message, locale)
    : undefined
  if (guarded !== undefined) return answer('moderated', { text: guarded, kind: 'refused' }, session.count)
  const reservation = await fromStore(store.reserveReply(session.id, FREE_REPLY_LIMIT, context.holdMs))
  if (!reservation.ok && reservation.reason === 'missing') {
    return answer('failed', { text: texts.failure, kind: 'failed' }, session.count)
  }
  if (!reservation.ok) return answer('limit', null, FREE_REPLY_LIMIT)
  if (!(await context.withinDailyLimit(session).catch(release(store, session.id, reservation.token)))) {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return { outcome: 'daily_limit', sessionId: session.id, session }
  }

  const started = performance.now()
  const messages = modelInput(promptOf(persona, locale), session.transcript, input.request.message)
  const result = await model
    .complete(messages, undefined, { personaId: persona.id, locale })
    .catch(() => ({ kind: 'failed' as const }))
  metrics.modelLatency.observe({ result: result.kind }, (performance.now() - started) / 1000)

  if (result.kind === 'failed') {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return answer('failed', { text: texts.failure, kind: 'failed' }, session.count)
  }
  const text = result.kind === 'reply' ? result.text : texts.emptyReply
  const entries: TranscriptEntry[] = [
    { from: 'visitor', text: input.request.message, at: receivedAt },
    { from: 'persona', text, at: Date.now() },
  ]
  const count = await saveReply(store, session.id, reservation.token, entries)
  return answer(result.kind, { text, kind: result.kind }, count)
}

async function startSession(
  store: Store,
  persona: PersonaProfile,
  partner: string,
  locale: Locale,
  start: SessionStart = {},
  greeting?: { partner: Partner; variant: string },
): Promise<Session> {
  const createdAt = Date.now()
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
  if (greeting) session.variant = greeting.variant
  await fromStore(store.createSession(session))
  return session
}

/** Each persona's system prompt per language, made once. */
const prompts = new Map<string, Map<Locale, string>>()

export function promptOf(persona: PersonaProfile, locale: Locale): string {
  const byLocale = getOrInsertComputed(prompts, persona.id, () => new Map())
  return getOrInsertComputed(byLocale, locale, () => systemPrompt(persona, voiceOf(persona.id), locale))
}

export function signupOffer(persona: PersonaProfile, url: string, texts: Catalogue) {
  return { text: offerText(persona, texts), label: texts.signupLabel, url }
}

/** The offer's sentence per catalogue and persona, filled in once. */
const offerTexts = new WeakMap<Catalogue, Map<string, string>>()

function offerText(persona: PersonaProfile, texts: Catalogue): string {
  const byPersona = getOrInsertComputed(offerTexts, texts, () => new Map())
  return getOrInsertComputed(byPersona, persona.name, (name) => format(texts.signupText, { name }))
}

/** The guard's fixed text for a message that must not reach the model; undefined lets it through. */
async function guard(
  moderation: Moderation,
  metrics: Metrics,
  message: string,
  locale: Locale,
): Promise<string | undefined> {
  const verdict = await moderation.check(message)
  metrics.moderationChecks.inc({ verdict })
  if (verdict === 'minors') return moderationTexts[locale].minors
  if (verdict === 'self_harm') return moderationTexts[locale].selfHarm
  return undefined
}

/** On a failed budget check, give the reservation back before the error propagates. */
function release(store: Store, id: string, token: string) {
  return async (error: unknown): Promise<never> => {
    await store.releaseReply(id, token).catch(() => undefined)
    throw error
  }
}
