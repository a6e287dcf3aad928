import {
  EMPTY_REPLY_TEXT,
  FAILURE_TEXT,
  FREE_REPLY_LIMIT,
  INITIAL_REPLY_COUNT,
  REFUSAL_TEXT,
  SIGNUP_LABEL,
  signupText,
} from '../../core/constants.ts'
import { findPersona, type PersonaProfile } from '../../core/persona.ts'
import type { ChatRequest, ChatResponse } from '../../core/protocol.ts'
import type { ChatModel } from '../model/chatModel.ts'
import type { ChatOutcome, Metrics } from '../metrics.ts'
import type { Session, Store, TranscriptEntry } from '../store/store.ts'
import { newClickId, newSessionId } from '../store/ids.ts'
import { fromStore } from '../store/storeUnavailable.ts'
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
}

/** `session` is the conversation as it was when the message arrived (new or existing). */
export type ChatResult =
  | { outcome: Exclude<ChatOutcome, 'daily_limit' | 'error'>; body: ChatResponse; session: Session }
  | { outcome: 'daily_limit'; sessionId: string; session: Session }

/**
 * One visitor message through the chat rules: cap, country, daily budget, an atomic reservation of one free
 * reply, the model call, then commit (reply or empty) or release (failure). The turn runs to its end even if
 * the visitor hangs up: the upstream bills a call once sent, so its reply is kept and spent.
 */
export async function chatReply(context: ChatContext, input: ChatTurnInput): Promise<ChatResult> {
  const { store, model, metrics } = context
  const receivedAt = Date.now()
  const session =
    input.session ??
    (await startSession(
      store,
      findPersona(input.request.persona ?? input.persona),
      input.partner ?? 'direct',
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
      signup: count >= FREE_REPLY_LIMIT ? signupOffer(persona, input.signupLink(session.clickId)) : null,
      remaining: Math.max(0, FREE_REPLY_LIMIT - count),
    },
  })

  if (session.count >= FREE_REPLY_LIMIT) return answer('limit', null, session.count)
  if (!input.countryAllowed) {
    metrics.geoRefusals.inc()
    return answer('refused', { text: REFUSAL_TEXT, kind: 'refused' }, session.count)
  }
  const reservation = await fromStore(store.reserveReply(session.id, FREE_REPLY_LIMIT, context.holdMs))
  if (!reservation.ok && reservation.reason === 'missing') {
    return answer('failed', { text: FAILURE_TEXT, kind: 'failed' }, session.count)
  }
  if (!reservation.ok) return answer('limit', null, FREE_REPLY_LIMIT)
  if (!(await context.withinDailyLimit(session).catch(release(store, session.id, reservation.token)))) {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return { outcome: 'daily_limit', sessionId: session.id, session }
  }

  const stopTimer = metrics.modelLatency.startTimer()
  const messages = modelInput(promptOf(persona), session.transcript, input.request.message)
  const result = await model.complete(messages).catch(() => ({ kind: 'failed' as const }))
  stopTimer({ result: result.kind })

  if (result.kind === 'failed') {
    await fromStore(store.releaseReply(session.id, reservation.token))
    return answer('failed', { text: FAILURE_TEXT, kind: 'failed' }, session.count)
  }
  const text = result.kind === 'reply' ? result.text : EMPTY_REPLY_TEXT
  const entries: TranscriptEntry[] = [
    { from: 'visitor', text: input.request.message, at: receivedAt },
    { from: 'persona', text, at: Date.now() },
  ]
  const count = await fromStore(store.commitReply(session.id, reservation.token, entries))
  return answer(result.kind, { text, kind: result.kind }, count)
}

async function startSession(store: Store, persona: PersonaProfile, partner: string): Promise<Session> {
  const createdAt = Date.now()
  const session: Session = {
    id: newSessionId(),
    personaId: persona.id,
    partner,
    clickId: newClickId(),
    createdAt,
    count: INITIAL_REPLY_COUNT,
    transcript: [{ from: 'persona', text: persona.greeting, at: createdAt }],
  }
  await fromStore(store.createSession(session))
  return session
}

const prompts = new Map<string, string>()

function promptOf(persona: PersonaProfile): string {
  let prompt = prompts.get(persona.id)
  if (prompt === undefined) prompts.set(persona.id, (prompt = systemPrompt(persona)))
  return prompt
}

function signupOffer(persona: PersonaProfile, url: string) {
  return { text: signupText(persona.name), label: SIGNUP_LABEL, url }
}

/** On a failed budget check, give the reservation back before the error propagates. */
function release(store: Store, id: string, token: string) {
  return async (error: unknown): Promise<never> => {
    await store.releaseReply(id, token).catch(() => undefined)
    throw error
  }
}
