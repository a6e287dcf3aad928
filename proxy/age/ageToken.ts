import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import type { AgeGateSettings } from './ageGateConfig.ts'

/** What a token came to: proof of age, no proof, or no way to tell now (the key set cannot be fetched). */
export type TokenVerdict = 'over18' | 'invalid' | 'unavailable'

export type AgeTokenVerifier = (token: string) => Promise<TokenVerdict>

/**
 * Verifies the JWT an age-assurance page issued: signed with AGE_TOKEN_SECRET (HS256) or a key of
 * AGE_TOKEN_JWKS_URL (RS256/ES256), an unexpired `exp` present, and `over18: true`. The algorithms are given
 * explicitly, so a token can neither choose `none` nor switch an RSA key's family to HMAC.
 */
export function createAgeTokenVerifier(settings: AgeGateSettings): AgeTokenVerifier {
  const { key, algorithms } = signatureKey(settings)
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms, requiredClaims: ['exp'] })
      return payload.over18 === true ? 'over18' : 'invalid'
    } catch (error) {
      return unreachableKeys(error) ? 'unavailable' : 'invalid'
    }
  }
}

function signatureKey(settings: AgeGateSettings): {
  key: Uint8Array | JWTVerifyGetKey
  algorithms: string[]
} {
  if (settings.tokenSecret !== undefined) {
    return { key: new TextEncoder().encode(settings.tokenSecret), algorithms: ['HS256'] }
  }
  if (settings.jwksUrl !== undefined) {
    return { key: createRemoteJWKSet(new URL(settings.jwksUrl)), algorithms: ['RS256', 'ES256'] }
  }
  throw new Error('AGE_GATE=token needs AGE_TOKEN_SECRET or AGE_TOKEN_JWKS_URL')
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
