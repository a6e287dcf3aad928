import { z } from 'zod'
import { MAX_MESSAGE_LENGTH } from './constants.ts'
import { locales } from './i18n/locales.ts'

/** POST /api/chat request body. Only these fields are read; anything else a client sends is ignored. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be a string' })
    .max(MAX_MESSAGE_LENGTH, { error: `message must be at most ${MAX_MESSAGE_LENGTH} characters` })
    .refine((text) => text.trim().length > 0, { error: 'message must not be empty' }),
  sessionId: z.string().min(1).max(128).optional(),
  persona: z.string().min(1).max(64).optional(),
  /** The visitor's language; one the chat does not speak (or no string at all) means English. */
  locale: z.enum(locales).optional().catch(undefined),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

export const signupOfferSchema = z.object({ text: z.string(), label: z.string(), url: z.string() })
export type SignupOffer = z.infer<typeof signupOfferSchema>

/** Why the persona's reply is what it is; `reply` is the persona's own words in every case. */
export const replyKindSchema = z.enum(['reply', 'refused', 'failed', 'empty'])
export type ReplyKind = z.infer<typeof replyKindSchema>

export const chatResponseSchema = z.object({
  sessionId: z.string(),
  reply: z.object({ text: z.string(), kind: replyKindSchema.optional() }).nullable(),
  signup: signupOfferSchema.nullable(),
  /** Replies still free in this conversation (0 once the sign-up offer is shown). */
  remaining: z.number().int().nonnegative().optional(),
})
export type ChatResponse = z.infer<typeof chatResponseSchema>

export const errorCodes = [
  'invalid_json',
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'session_rate_limited',
  'daily_limit_reached',
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
