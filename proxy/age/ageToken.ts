import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose'
import { EnvHttpProxyAgent, fetch, type Dispatcher } from 'undici'
import type { AgeGateSettings } from './ageGateConfig.ts'

/** What a token came to: proof of age, no proof, or no way to tell now (the key set cannot be fetched). */
export type TokenVerdict = 'over18' | 'invalid' | 'unavailable'

export type AgeTokenVerifier = (token: string) => Promise<TokenVerdict>

/**
 * Verifies the JWT an age-assurance page issued: signed with AGE_TOKEN_SECRET (HS256) or a key of
 * AGE_TOKEN_JWKS_URL (RS256/ES256), an unexpired `exp` present and at most 24 hours ahead, an `iat` (if any)
 * not in the future, `over18: true`, and the issuer and audience
 * that AGE_TOKEN_ISSUER and AGE_TOKEN_AUDIENCE name, when set (a provider's key set signs the tokens of all
 * its customers: the audience tells this site's from another's). The algorithms are given explicitly, so a
 * token can neither choose `none` nor switch an RSA key's family to HMAC. The key set is fetched through the
 * same egress proxy as the model (HTTPS_PROXY, HTTP_PROXY, NO_PROXY).
 */
export function createAgeTokenVerifier(
  settings: AgeGateSettings,
  dispatcher: Dispatcher = new EnvHttpProxyAgent(),
): AgeTokenVerifier {
  const { key, algorithms } = signatureKey(settings, dispatcher)
  const claims = {
    algorithms,
    requiredClaims: ['exp'],
    ...(settings.issuer !== undefined && { issuer: settings.issuer }),
    ...(settings.audience !== undefined && { audience: settings.audience }),
  }
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key, claims)
      return payload.over18 === true && withinLifetime(payload, Date.now() / 1000) ? 'over18' : 'invalid'
    } catch (error) {
      return unreachableKeys(error) ? 'unavailable' : 'invalid'
    }
  }
}

function signatureKey(
  settings: AgeGateSettings,
  dispatcher: Dispatcher,
): {
  key: Uint8Array | JWTVerifyGetKey
  algorithms: string[]
} {
  if (settings.tokenSecret !== undefined) {
    return { key: new TextEncoder().encode(settings.tokenSecret), algorithms: ['HS256'] }
  }
  if (settings.jwksUrl !== undefined) {
    const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
      [customFetch]: async (url, { headers, method, redirect, signal }) =>
        (await fetch(url, {
          headers: Object.fromEntries(headers),
          method,
          redirect,
          signal,
          dispatcher,
        })) as unknown as Response,
    })
    return { key: keys, algorithms: ['RS256', 'ES256'] }
  }
  throw new Error('AGE_GATE=token needs AGE_TOKEN_SECRET or AGE_TOKEN_JWKS_URL')
}

/** The longest a token may still have to live when it is checked: a leaked token is worthless within a day. */
export const MAX_TOKEN_LIFETIME_S = 24 * 60 * 60
/** Clock difference allowed between the issuer and this server for `iat`. */
const CLOCK_SKEW_S = 60

/** `exp` at most a day ahead (jose has checked it is present and not past), `iat`, when given, not in the future. */
function withinLifetime(payload: JWTPayload, now: number): boolean {
  if (payload.exp === undefined || payload.exp - now > MAX_TOKEN_LIFETIME_S) return false
  return payload.iat === undefined || payload.iat <= now + CLOCK_SKEW_S
}

/** A key set that times out, answers badly or cannot be reached is the operator's problem, not the visitor's. */
function unreachableKeys(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  )
}
