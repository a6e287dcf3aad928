import express, { type RequestHandler } from 'express'
import { FREE_REPLY_LIMIT, MAX_BODY_BYTES } from '../../core/constants.ts'
import { findPersona } from '../../core/persona.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { defaultLocale } from '../../core/i18n/locales.ts'
import { transcriptRequestSchema, type SignupOffer, type TranscriptResponse } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import { sendApiError } from '../http/apiError.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { addressLimit } from '../http/rateLimits.ts'
import { requireJson } from '../http/requireJson.ts'
import type { Metrics } from '../metrics.ts'
import type { Session, Store } from '../store/store.ts'
import { signupLink } from '../partners/signupRedirect.ts'
import { signupOffer } from './chatReply.ts'

/**
 * The handler chain of POST /api/chat/transcript: the whole conversation of a session, so a reload or another page of the site shows
 * it again and the reply cap holds. The id is a bearer secret and travels in the body, never in the URL.
 */
export function transcriptHandlers(
  config: Config,
  deps: { store: Store; metrics: Metrics },
): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store')
      next()
    },
    ...addressLimit({
      name: 'transcript',
      limit: config.rateLimitPerMinute,
      windowMs: 60_000,
      code: 'rate_limited',
      message: 'Too many requests. Wait a moment and try again.',
      store: deps.store,
      metrics: deps.metrics,
    }),
    requireJson('{"sessionId": "…"}'),
    express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true }),
    async (req, res) => {
      const parsed = transcriptRequestSchema.safeParse(req.body)
      if (!parsed.success) {
        return sendApiError(res, 400, 'invalid_request', 'sessionId must be a non-empty string.')
      }
      const session = await fromStore(deps.store.getSession(parsed.data.sessionId))
      if (!session) return sendApiError(res, 404, 'not_found', 'No such conversation; start a new one.')
      const texts = catalogues[parsed.data.locale ?? defaultLocale]
      res.json(
        transcriptOf(
          session,
          signupOffer(
            findPersona(session.personaId),
            signupLink(config.publicUrl, req, session.clickId),
            texts,
          ),
        ),
      )
    },
  ]
}

function transcriptOf(session: Session, offer: SignupOffer): TranscriptResponse {
  return {
    sessionId: session.id,
    messages: session.transcript.map(({ from, text, at }) => ({
      from,
      text,
      at: new Date(at).toISOString(),
    })),
    remaining: Math.max(0, FREE_REPLY_LIMIT - session.count),
    signup: session.count >= FREE_REPLY_LIMIT ? offer : null,
  }
}
