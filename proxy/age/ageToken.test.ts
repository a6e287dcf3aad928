import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createAgeTokenVerifier } from './ageToken.ts'

const SECRET = 'a-test-secret-of-at-least-32-characters!'
const verify = createAgeTokenVerifier({
  mode: 'token',
  countries: undefined,
  tokenSecret: SECRET,
  jwksUrl: undefined,
  issuer: undefined,
  audience: undefined,
  verifyUrl: undefined,
})
const now = () => Math.floor(Date.now() / 1000)
const HOUR = 3600

function token(claims: { exp?: number; iat?: number }) {
  const jwt = new SignJWT({ over18: true }).setProtectedHeader({ alg: 'HS256' })
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp)
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat)
  return jwt.sign(new TextEncoder().encode(SECRET))
}

describe('how long an age token lives', () => {
  it('accepts a token that expires within the next 24 hours', async () => {
    expect(await verify(await token({ exp: now() + 10 * 60, iat: now() }))).toBe('over18')
    expect(await verify(await token({ exp: now() + 23 * HOUR }))).toBe('over18')
  })

  it('refuses an exp more than 24 hours away, however validly signed', async () => {
    expect(await verify(await token({ exp: now() + 25 * HOUR, iat: now() }))).toBe('invalid')
    expect(await verify(await token({ exp: now() + 10 * 365 * 24 * HOUR }))).toBe('invalid')
  })

  it('refuses an iat in the future, beyond a minute of clock skew', async () => {
    expect(await verify(await token({ exp: now() + HOUR, iat: now() + HOUR }))).toBe('invalid')
    expect(await verify(await token({ exp: now() + HOUR, iat: now() + 10 * 60 }))).toBe('invalid')
    expect(await verify(await token({ exp: now() + HOUR, iat: now() + 30 }))).toBe('over18')
  })
})
