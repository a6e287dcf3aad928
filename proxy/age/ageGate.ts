import type { RequestHandler } from 'express'
import type { AgeGateMode, ChatRequest } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import type { GeoLookup } from '../geo/geoLookup.ts'
import { visitorCountry } from '../geo/visitorCountry.ts'
import { sendApiError } from '../http/apiError.ts'
import type { AgeCheck, Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { createAgeTokenVerifier, type AgeTokenVerifier } from './ageToken.ts'
import { gateMode } from './gateMode.ts'

/**
 * In the chat chain after the session lookup and before anything is created or counted: where the age gate
 * applies, a session that has not passed it needs `ageConfirmed: true` (confirm) or a valid `ageToken`
 * (token), else 403 and no model call. A pass is recorded in the session (a new one gets it when created),
 * so later messages need not repeat it: the session id is a secret only this visitor holds, and a
 * short-lived token must not cut a conversation off half-way. The token itself is never stored.
 */
export function ageGate(config: Config, deps: { store: Store; geo: GeoLookup }): RequestHandler {
  const verify = config.ageGate.mode === 'token' ? createAgeTokenVerifier(config.ageGate) : undefined
  return async (req, res, next) => {
    const { chatRequest: request, session } = res.locals
    if (request === undefined || session === undefined)
      return next(new Error('chat body check and session lookup must run first'))
    const mode = gateMode(config, visitorCountry(config, deps.geo, req))
    if (mode === 'off' || passed(session?.age, mode)) return next()

    const check = await checkRequest(mode, request, verify)
    if (check === 'unavailable') {
      req.log.error({ jwksUrl: config.ageGate.jwksUrl }, 'age token keys (AGE_TOKEN_JWKS_URL) unavailable')
      return sendApiError(res, 503, 'service_unavailable', 'Age verification is unavailable right now.')
    }
    if (check === undefined) {
      return mode === 'confirm'
        ? sendApiError(
            res,
            403,
            'age_confirmation_required',
            'This chat is for adults: confirm that you are 18 or older (ageConfirmed: true) to start.',
          )
        : sendApiError(
            res,
            403,
            'age_verification_required',
            'This chat needs proof of age: send a valid, unexpired age token (ageToken).',
          )
    }
    if (session) await fromStore(deps.store.recordAgeCheck(session.id, check))
    else res.locals.sessionStart = { ...res.locals.sessionStart, age: check }
    next()
  }
}

/** A verified token passes either gate; a self-declaration passes only `confirm`. */
function passed(age: AgeCheck | undefined, mode: AgeGateMode): boolean {
  return age !== undefined && (mode === 'confirm' || age.method === 'token')
}

async function checkRequest(
  mode: AgeGateMode,
  request: ChatRequest,
  verify: AgeTokenVerifier | undefined,
): Promise<AgeCheck | 'unavailable' | undefined> {
  if (mode === 'confirm' && request.ageConfirmed === true) return { method: 'confirm', at: Date.now() }
  if (mode !== 'token' || request.ageToken === undefined || verify === undefined) return undefined
  const verdict = await verify(request.ageToken)
  if (verdict === 'unavailable') return verdict
  return verdict === 'over18' ? { method: 'token', at: Date.now() } : undefined
}
