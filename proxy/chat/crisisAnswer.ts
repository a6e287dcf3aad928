import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { ChatResponse } from '../../core/protocol.ts'
import type { CrisisSignal } from '../../core/safety/detectCrisis.ts'
import type { Moderation } from '../model/moderation.ts'
import type { CrisisLog } from '../crisis/crisisLog.ts'
import type { Session, Store } from '../store/store.ts'

/** How the chat path reads a message for a crisis (core/safety's detectCrisis in production). */
export type CrisisDetector = (text: string) => CrisisSignal | undefined

/** How many of the visitor's earlier messages are read together with the newest, to catch a split crisis. */
const EARLIER_MESSAGES = 2

/**
 * Whether the newest message, or the newest read together with the visitor's last few messages that got no
 * crisis answer, is a crisis (so "I want to" and then "end my life" is one).
 */
export function readForCrisis(
  detect: CrisisDetector,
  message: string,
  session: Session | null,
): CrisisSignal | undefined {
  const alone = detect(message)
  if (alone || !session) return alone
  const earlier = session.transcript
    .filter((entry) => entry.from === 'visitor' && !entry.crisis)
    .slice(-EARLIER_MESSAGES)
  if (earlier.length === 0) return undefined
  return detect([...earlier.map((entry) => entry.text), message].join(' '))
}

export interface CrisisTurn {
  store: Store
  crisis: CrisisLog
  /** The conversation, or null when nothing may be kept (store down, over a limit, no room for a new one). */
  session: Session | null
  /** The id the answer names when there is no session: a fresh one, never stored. */
  unkeptId: string
  /** The conversation's reply count, when a reply counted in this turn. */
  count?: number
  message: string
  receivedAt: number
  locale: Locale
  /** The visitor's country, when known: its crisis line, or the fallback for a country without one. */
  country: string | undefined
}

/**
 * The crisis protocol's answer: the supportive text with the country's crisis line, in the visitor's
 * language. No model call and no free reply spent (`remaining` as it was, no sign-up offer); kept in the
 * transcript, marked so it never reaches the model, while the conversation's bound allows, and counted. A
 * store problem is logged and never keeps the text from the visitor; `kept: false` then says nothing was kept.
 */
export async function crisisAnswer(turn: CrisisTurn): Promise<ChatResponse> {
  const { session } = turn
  const text = crisisText(turn.locale, turn.country)
  const kept = session
    ? await turn.store
        .appendTranscript(
          session.id,
          [
            { from: 'visitor', text: turn.message, at: turn.receivedAt, crisis: true },
            { from: 'persona', text, at: Date.now(), crisis: true },
          ],
          true,
        )
        .catch((error: unknown) => {
          turn.crisis.problem(error, 'crisis answer not kept in the transcript')
          return false
        })
    : false
  await turn.crisis.record(turn.country, turn.locale)
  const count = turn.count ?? session?.count
  return {
    sessionId: session?.id ?? turn.unkeptId,
    reply: { text, kind: 'crisis' },
    signup: null,
    ...(count !== undefined && { remaining: Math.max(0, FREE_REPLY_LIMIT - count) }),
    afterCrisis: true,
    kept,
  }
}

/** Whether the provider's check flags a model reply (MODERATION=openai); an unavailable check lets it through. */
export async function replyFlagged(moderation: Moderation, reply: string): Promise<boolean> {
  const verdict = await moderation.check(reply)
  return verdict === 'minors' || verdict === 'self_harm'
}
