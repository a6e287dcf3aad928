import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { Moderation } from '../model/moderation.ts'
import type { CrisisLog } from '../crisis/crisisLog.ts'
import type { Session, Store } from '../store/store.ts'
import type { ChatResult } from './chatReply.ts'

export interface CrisisTurn {
  store: Store
  crisis: CrisisLog
  session: Session
  message: string
  receivedAt: number
  locale: Locale
  /** The visitor's country, when known: its crisis line, or the fallback for a country without one. */
  country: string | undefined
}

/**
 * The crisis protocol's answer: the supportive text with the country's crisis line, in the visitor's
 * language. No model call and no free reply spent (`remaining` as it was, no sign-up offer); kept in the
 * transcript like any message and counted. A store problem is logged and never keeps the text from the visitor.
 */
export async function crisisAnswer(turn: CrisisTurn): Promise<ChatResult> {
  const { session } = turn
  const text = crisisText(turn.locale, turn.country)
  await turn.store
    .appendTranscript(session.id, [
      { from: 'visitor', text: turn.message, at: turn.receivedAt },
      { from: 'persona', text, at: Date.now() },
    ])
    .catch((error: unknown) => turn.crisis.problem(error, 'crisis answer not kept in the transcript'))
  await turn.crisis.record(turn.country, turn.locale)
  return {
    outcome: 'crisis',
    session,
    body: {
      sessionId: session.id,
      reply: { text, kind: 'crisis' },
      signup: null,
      remaining: Math.max(0, FREE_REPLY_LIMIT - session.count),
    },
  }
}

/** Whether the provider's check flags a model reply (MODERATION=openai); an unavailable check lets it through. */
export async function replyFlagged(moderation: Moderation, reply: string): Promise<boolean> {
  const verdict = await moderation.check(reply)
  return verdict === 'minors' || verdict === 'self_harm'
}
