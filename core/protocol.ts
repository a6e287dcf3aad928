import { z } from 'zod'
import { MAX_MESSAGE_LENGTH } from './constants.ts'
import { locales } from './i18n/locales.ts'
import { isBlankMessage, messageLength, messageProblem } from './message.ts'

/** POST /api/chat request body. Only these fields are read; anything else a client sends is ignored. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be a string' })
    .refine((text) => messageLength(text) <= MAX_MESSAGE_LENGTH, {
      error: `message must be at most ${MAX_MESSAGE_LENGTH} characters (UTF-16 code units; an emoji counts as two)`,
      abort: true,
    })
    .refine((text) => !isBlankMessage(text), { error: 'message must not be empty', abort: true })
    .superRefine((text, ctx) => {
      const problem = messageProblem(text)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  sessionId: z.string().min(1).max(128).optional(),
  persona: z.string().min(1).max(64).optional(),
  /** The visitor's language; one the chat does not speak (or no string at all) means English. */
  locale: z.enum(locales).optional().catch(undefined),
  /** AGE_GATE=confirm: the visitor tapped "I'm 18 or older"; the server records when, in the session. */
  ageConfirmed: z.boolean({ error: 'ageConfirmed must be a boolean' }).optional(),
  /** AGE_GATE=token: a signed JWT from the operator's age-assurance page (claim `over18: true`, unexpired `exp`). */
  ageToken: z.string({ error: 'ageToken must be a string' }).min(1).max(4096).optional(),
  /**
   * The greeting variant GET /api/widget-config offered; the server keeps it while the partner still runs it.
   * '' when the visitor saw the persona's own greeting: no variant is drawn.
   */
  variant: z.string().max(64).optional().catch(undefined),
  /**
   * The partner's sub-IDs (`sub1`…`sub5` attributes of the element): sent with every message, kept with the
   * sign-up click. The server drops a name or value it does not take rather than failing the visitor's chat.
   */
  subIds: z.record(z.string().max(16), z.string().max(256)).optional().catch(undefined),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

export const signupOfferSchema = z.object({ text: z.string(), label: z.string(), url: z.string() })
export type SignupOffer = z.infer<typeof signupOfferSchema>

/** Why the persona's reply is what it is; `reply` is the persona's own words in every case. */
export const replyKindSchema = z.enum(['reply', 'refused', 'failed', 'empty', 'crisis'])
export type ReplyKind = z.infer<typeof replyKindSchema>

export const chatResponseSchema = z.object({
  sessionId: z.string(),
  reply: z.object({ text: z.string(), kind: replyKindSchema.optional() }).nullable(),
  signup: signupOfferSchema.nullable(),
  /** Replies still free in this conversation (0 once the sign-up offer is shown). */
  remaining: z.number().int().nonnegative().optional(),
  /**
   * The conversation got a crisis answer (this one or an earlier one): true on every later answer, so the
   * widget keeps the helpline one tap away for the rest of it. Absent otherwise.
   */
  afterCrisis: z.literal(true).optional(),
  /**
   * On a crisis answer: whether the message and the answer were kept in the conversation. False when the store
   * was down, a limit was reached or the conversation is full; `sessionId` then names nothing stored.
   */
  kept: z.boolean().optional(),
})
export type ChatResponse = z.infer<typeof chatResponseSchema>

/** POST /api/chat/transcript: the id travels in the body so it never shows in a URL or an access log. */
export const transcriptRequestSchema = z.object({
  sessionId: z.string({ error: 'sessionId must be a string' }).min(1).max(128),
  /** The language of the sign-up offer, as for POST /api/chat. */
  locale: z.enum(locales).optional().catch(undefined),
})
export type TranscriptRequest = z.infer<typeof transcriptRequestSchema>

export const transcriptMessageSchema = z.object({
  from: z.enum(['visitor', 'persona']),
  text: z.string(),
  /** ISO 8601 time the message was kept. */
  at: z.iso.datetime(),
})
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>

/** The whole conversation of a session, greeting first, with the offer when it was reached. */
export const transcriptResponseSchema = z.object({
  sessionId: z.string(),
  messages: z.array(transcriptMessageSchema),
  remaining: z.number().int().nonnegative(),
  signup: signupOfferSchema.nullable(),
})
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>

/** POST /api/chat/forget: erase a conversation. 204 whether or not the id is known, so it reveals nothing. */
export const forgetRequestSchema = z.object({
  sessionId: z.string({ error: 'sessionId must be a string' }).min(1).max(128),
})
export type ForgetRequest = z.infer<typeof forgetRequestSchema>

export const ageGateModes = ['off', 'confirm', 'token'] as const
export type AgeGateMode = (typeof ageGateModes)[number]

/**
 * GET /api/widget-config (a simple request, answered for any origin): what the widget needs to know before
 * the visitor types. `ageGate` is the mode for this visitor's country; `originAllowed` says whether the page's
 * origin may call the chat API at all.
 */
export const widgetConfigSchema = z.object({
  originAllowed: z.boolean(),
  ageGate: z.enum(ageGateModes),
  /** Where a visitor without a valid age token is sent (AGE_VERIFY_URL), or null. */
  ageVerifyUrl: z.string().nullable(),
  /**
   * The partner's greeting experiment: the variant offered to a new conversation (sent back as `variant` with
   * its first message) and its text, for every language or per language (others keep the persona's greeting).
   */
  greeting: z
    .object({
      variant: z.string(),
      text: z.union([z.string(), z.partialRecord(z.enum(locales), z.string())]),
    })
    .optional(),
  /** The partner's default look: theme variable names (without `--companion-`) and values. */
  theme: z.record(z.string(), z.string()).optional(),
  /** The persona asked for (the default one for an unknown id) as the chat shows her, in English. */
  persona: z
    .object({
      id: z.string(),
      name: z.string(),
      greeting: z.string(),
      tagline: z.string(),
      occupation: z.string(),
      photos: z
        .array(z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }))
        .readonly(),
    })
    .optional(),
})
export type WidgetConfig = z.infer<typeof widgetConfigSchema>

export const errorCodes = [
  'invalid_json',
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'unknown_click',
  'rate_limited',
  'session_rate_limited',
  'daily_limit_reached',
  'age_confirmation_required',
  'age_verification_required',
  'service_unavailable',
  'not_found',
  'internal_error',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Every 4xx/5xx JSON answer of the API has this shape. `reply` carries the persona's text where one fits. */
export interface ApiError {
  error: { code: ErrorCode; message: string }
  reply?: { text: string }
}
