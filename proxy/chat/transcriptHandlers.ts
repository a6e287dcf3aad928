import type { RequestHandler } from 'express'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { findPersona } from '../../core/persona.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { defaultLocale } from '../../core/i18n/locales.ts'
import { transcriptRequestSchema, type SignupOffer, type TranscriptResponse } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import { sendApiError } from '../http/apiError.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import type { Metrics } from '../metrics.ts'
import type { Session, Store } from '../store/store.ts'
import { signupLink } from '../partners/signupRedirect.ts'
import { signupOffer } from './chatReply.ts'
import { sessionBodyHandlers } from './sessionBodyHandlers.ts'

/**
 * The handler chain of POST /api/chat/transcript: the whole conversation of a session, so a reload or another page of the site shows
 * it again and the reply cap holds.
 */
export function transcriptHandlers(
  config: Config,
  deps: { store: Store; metrics: Metrics },
): RequestHandler[] {
  return sessionBodyHandlers('transcript', transcriptRequestSchema, config, deps, async (body, req, res) => {
    const session = await fromStore(deps.store.getSession(body.sessionId))
    if (!session) return sendApiError(res, 404, 'not_found', 'No such conversation; start a new one.')
    const texts = catalogues[body.locale ?? defaultLocale]
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
  })
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
