import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose'
import { EnvHttpProxyAgent } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../store/memoryStore.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'
import { startForwardProxy } from '../testing/forwardProxy.ts'
import { ageGateSettings } from './ageGateConfig.ts'
import { createAgeTokenVerifier } from './ageToken.ts'

const { upstream, chatApp } = useFakeUpstream()
const US = '8.8.8.8'
const GB = '81.2.69.142'
const SECRET = 'a-test-secret-of-at-least-32-characters!'

/** A token as an age-assurance page would issue it; `claims` and `expiresIn` vary per test. */
function hsToken(
  claims: Record<string, unknown> = { over18: true },
  { secret = SECRET, expiresIn = '10m' as string | null } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt()
  if (expiresIn !== null) jwt.setExpirationTime(expiresIn)
  return jwt.sign(new TextEncoder().encode(secret))
}

describe('AGE_GATE=confirm', () => {
  const app = () => chatApp({ env: { AGE_GATE: 'confirm' } })

  it('refuses a raw client without the declaration: 403, no model call, no session', async () => {
    const test = app()
    for (const body of [{ message: 'hi' }, { message: 'hi', ageConfirmed: false }]) {
      const res = await test.chat(body)
      expect(res.status).toBe(403)
      expect(res.body).toEqual({
        error: { code: 'age_confirmation_required', message: expect.stringMatching(/18 or older/) },
      })
    }
    expect(upstream().requests).toHaveLength(0)
    expect(await test.deps.store.sessionCount()).toBe(0)
  })

  it('records when the visitor declared it, so later messages need not repeat it', async () => {
    const test = app()
    const before = Date.now()
    const first = await test.chat({ message: 'hi', ageConfirmed: true })
    expect(first.status).toBe(200)
    expect(first.body.reply.kind).toBe('reply')
    const session = await test.deps.store.getSession(first.body.sessionId)
    expect(session?.age).toEqual({ method: 'confirm', at: expect.any(Number) })
    expect(session!.age!.at).toBeGreaterThanOrEqual(before)
    const next = await test.chat({ message: 'and now?', sessionId: first.body.sessionId })
    expect(next.status).toBe(200)
    expect(upstream().requests).toHaveLength(2)
  })

  it('stops a conversation begun before the gate was on until the visitor declares, then records it', async () => {
    const store = createMemoryStore({ ttlMs: 60_000 })
    const before = await chatApp({ store }).chat({ message: 'hi' })
    const { sessionId } = before.body as { sessionId: string }
    const gated = chatApp({ store, env: { AGE_GATE: 'confirm' } })
    expect((await gated.chat({ message: 'still there?', sessionId })).status).toBe(403)
    expect((await gated.chat({ message: 'yes, 18+', sessionId, ageConfirmed: true })).status).toBe(200)
    expect((await store.getSession(sessionId))?.age?.method).toBe('confirm')
    expect((await gated.chat({ message: 'great', sessionId })).status).toBe(200)
    expect(upstream().requests).toHaveLength(3)
  })

  it('applies only to the countries of AGE_GATE_COUNTRIES', async () => {
    const test = chatApp({ env: { AGE_GATE: 'confirm', AGE_GATE_COUNTRIES: 'GB' } })
    expect((await test.chat({ message: 'hi' }, US)).status).toBe(200)
    expect((await test.chat({ message: 'hi' }, GB)).status).toBe(403)
    expect((await test.chat({ message: 'hi', ageConfirmed: true }, GB)).status).toBe(200)
  })
})

describe('AGE_GATE=token with AGE_TOKEN_SECRET (HS256)', () => {
  const app = () => chatApp({ env: { AGE_GATE: 'token', AGE_TOKEN_SECRET: SECRET } })

  it('lets a valid token through and remembers it for the session', async () => {
    const test = app()
    const first = await test.chat({ message: 'hi', ageToken: await hsToken() })
    expect(first.status).toBe(200)
    expect((await test.deps.store.getSession(first.body.sessionId))?.age?.method).toBe('token')
    expect((await test.chat({ message: 'more', sessionId: first.body.sessionId })).status).toBe(200)
    expect(upstream().requests).toHaveLength(2)
  })

  it.each([
    ['expired', () => hsToken({ over18: true }, { expiresIn: '-1m' })],
    ['forged (another secret)', () => hsToken({ over18: true }, { secret: 'x'.repeat(40) })],
    ['over18: false', () => hsToken({ over18: false })],
    ['without over18', () => hsToken({ sub: 'someone' })],
    ['over18 as a string', () => hsToken({ over18: 'true' })],
    ['without exp', () => hsToken({ over18: true }, { expiresIn: null })],
    ['alg: none', async () => new UnsecuredJWT({ over18: true }).setExpirationTime('10m').encode()],
    ['not a JWT', async () => 'not-a-token'],
  ])('refuses a token that is %s: 403 and no model call', async (_name, token) => {
    const test = app()
    const res = await test.chat({ message: 'hi', ageToken: await token() })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('age_verification_required')
    expect(upstream().requests).toHaveLength(0)
    expect(await test.deps.store.sessionCount()).toBe(0)
  })

  it('does not take a self-declaration instead of a token', async () => {
    const res = await app().chat({ message: 'hi', ageConfirmed: true })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('age_verification_required')
  })
})

describe('AGE_GATE=token with AGE_TOKEN_JWKS_URL (RS256, ES256)', () => {
  let jwks: Server
  let jwksUrl: string
  const keys: Record<string, { privateKey: CryptoKey; jwk: JWK }> = {}

  beforeAll(async () => {
    for (const alg of ['RS256', 'ES256']) {
      const { publicKey, privateKey } = await generateKeyPair(alg)
      keys[alg] = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: alg, alg, use: 'sig' } }
    }
    const body = JSON.stringify({ keys: Object.values(keys).map(({ jwk }) => jwk) })
    jwks = createServer((_req, res) => res.setHeader('Content-Type', 'application/json').end(body))
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`
  })
  afterAll(() => new Promise((resolve) => jwks.close(resolve)))

  const signed = (alg: string, privateKey: CryptoKey, claims: Record<string, unknown> = { over18: true }) =>
    new SignJWT(claims).setProtectedHeader({ alg, kid: alg }).setExpirationTime('10m').sign(privateKey)

  it.each(['RS256', 'ES256'])('verifies a %s token against the key set', async (alg) => {
    const test = chatApp({ env: { AGE_GATE: 'token', AGE_TOKEN_JWKS_URL: jwksUrl } })
    const res = await test.chat({ message: 'hi', ageToken: await signed(alg, keys[alg]!.privateKey) })
    expect(res.status).toBe(200)
  })

  it('refuses a token signed by a key outside the set, or by HMAC with the public key', async () => {
    const test = chatApp({ env: { AGE_GATE: 'token', AGE_TOKEN_JWKS_URL: jwksUrl } })
    const stranger = await generateKeyPair('ES256')
    const hmac = await new SignJWT({ over18: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'RS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JSON.stringify(keys.RS256!.jwk)))
    for (const token of [await signed('ES256', stranger.privateKey), hmac]) {
      const res = await test.chat({ message: 'hi', ageToken: token })
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('age_verification_required')
    }
    expect(upstream().requests).toHaveLength(0)
  })

  it('checks the issuer and audience when AGE_TOKEN_ISSUER and AGE_TOKEN_AUDIENCE name them', async () => {
    const env = {
      AGE_GATE: 'token',
      AGE_TOKEN_JWKS_URL: jwksUrl,
      AGE_TOKEN_ISSUER: 'https://age.example',
      AGE_TOKEN_AUDIENCE: 'chat.example.com',
    }
    const key = keys.ES256!.privateKey
    const token = (iss: string | undefined, aud: string | undefined) =>
      signed('ES256', key, { over18: true, ...(iss && { iss }), ...(aud && { aud }) })
    const cases: [string | undefined, string | undefined, number][] = [
      ['https://age.example', 'chat.example.com', 200],
      // A token the same provider issued for another site, or another issuer's, or one naming neither.
      ['https://age.example', 'other-site.example', 403],
      ['https://other.example', 'chat.example.com', 403],
      [undefined, undefined, 403],
    ]
    for (const [iss, aud, status] of cases) {
      const res = await chatApp({ env }).chat({ message: 'hi', ageToken: await token(iss, aud) })
      expect(res.status, `iss ${iss}, aud ${aud}`).toBe(status)
    }
  })

  it('fetches the key set through the egress proxy that HTTP_PROXY names', async () => {
    const egress = await startForwardProxy()
    try {
      const settings = ageGateSettings({ AGE_GATE: 'token', AGE_TOKEN_JWKS_URL: jwksUrl })
      const verify = createAgeTokenVerifier(settings, new EnvHttpProxyAgent({ httpProxy: egress.url }))
      expect(await verify(await signed('RS256', keys.RS256!.privateKey))).toBe('over18')
      expect(egress.seen).toEqual([`GET ${jwksUrl}`])
    } finally {
      await egress.close()
    }
  })

  it('answers 503, not a refusal, when the key set cannot be fetched', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const test = chatApp({
      env: { AGE_GATE: 'token', AGE_TOKEN_JWKS_URL: `http://127.0.0.1:${port}/jwks.json` },
    })
    const res = await test.chat({ message: 'hi', ageToken: await signed('ES256', keys.ES256!.privateKey) })
    expect(res.status).toBe(503)
    expect(res.body.error.code).toBe('service_unavailable')
    expect(upstream().requests).toHaveLength(0)
  })
})
