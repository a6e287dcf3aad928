import type { ChatRequest } from '../core/protocol.ts'
import type { ChatOutcome } from './metrics.ts'
import type { SessionStart } from './chat/chatReply.ts'
import type { Session } from './store/store.ts'
import type { CrisisSignal } from '../core/safety/detectCrisis.ts'

/** What the request log line adds for a chat request (never the message itself). */
export interface ChatLogFields {
  outcome: ChatOutcome
  messageLength: number
}

// Values handed from one middleware to the next, declared once so every `res.locals` access is typed.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The validated chat request body (set by the chat body check). */
      chatRequest?: ChatRequest
      /** The session the request names; null when it starts a new conversation (set by the session lookup). */
      session?: Session | null
      /** What a conversation this request starts begins with (a forgotten session's count, a passed age gate). */
      sessionStart?: SessionStart
      /** Set once the chat answer is known, for the request log line. */
      chat?: ChatLogFields
      /** The crisis the message reads as (set by the crisis check, before any limit or store call). */
      crisis?: CrisisSignal
      /** A crisis message went past a limit or a store that did not answer: it is answered, nothing is kept. */
      keepNothing?: true
    }
  }
}
