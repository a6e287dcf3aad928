import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'

const SECRET = 's'.repeat(32)

describe('age gate configuration', () => {
  it('is off for every country by default', () => {
    expect(loadConfig({}).ageGate).toEqual({
      mode: 'off',
      countries: undefined,
      tokenSecret: undefined,
      jwksUrl: undefined,
      verifyUrl: undefined,
    })
  })

  it('reads the mode, the countries, a key and the verification page', () => {
    const config = loadConfig({
      AGE_GATE: 'token',
      AGE_GATE_COUNTRIES: 'gb, DE',
      AGE_TOKEN_JWKS_URL: 'https://age.example/.well-known/jwks.json',
      AGE_VERIFY_URL: 'https://age.example/verify',
    })
    expect(config.ageGate).toMatchObject({
      mode: 'token',
      jwksUrl: 'https://age.example/.well-known/jwks.json',
      verifyUrl: 'https://age.example/verify',
    })
    expect([...config.ageGate.countries!]).toEqual(['GB', 'DE'])
    expect(loadConfig({ AGE_GATE: 'token', AGE_TOKEN_SECRET: SECRET }).ageGate.tokenSecret).toBe(SECRET)
    expect(loadConfig({ AGE_GATE: 'confirm' }).ageGate.mode).toBe('confirm')
  })

  it.each([
    [{ AGE_GATE: 'strict' }, /^Invalid configuration: AGE_GATE: expected 'off', 'confirm' or 'token'$/],
    [{ AGE_GATE_COUNTRIES: 'GB,England' }, /AGE_GATE_COUNTRIES.*two-letter country codes/],
    [{ AGE_TOKEN_SECRET: 'short' }, /AGE_TOKEN_SECRET: must be at least 32 characters/],
    [{ AGE_TOKEN_JWKS_URL: 'http://age.example/jwks.json' }, /AGE_TOKEN_JWKS_URL: .*https/],
    [{ AGE_TOKEN_JWKS_URL: 'ftp://age.example/jwks.json' }, /AGE_TOKEN_JWKS_URL: expected an https URL/],
    [{ AGE_VERIFY_URL: 'javascript:alert(1)' }, /AGE_VERIFY_URL: expected an http\(s\) URL/],
    [{ AGE_GATE: 'token' }, /AGE_GATE: 'token' needs AGE_TOKEN_SECRET .* or AGE_TOKEN_JWKS_URL/],
    [
      { AGE_GATE: 'token', AGE_TOKEN_SECRET: SECRET, AGE_TOKEN_JWKS_URL: 'https://age.example/jwks' },
      /AGE_GATE: 'token' takes only one of AGE_TOKEN_SECRET and AGE_TOKEN_JWKS_URL/,
    ],
  ])('stops start-up on %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('takes plain http for the key set only on loopback', () => {
    const config = loadConfig({ AGE_GATE: 'token', AGE_TOKEN_JWKS_URL: 'http://127.0.0.1:9000/jwks.json' })
    expect(config.ageGate.jwksUrl).toBe('http://127.0.0.1:9000/jwks.json')
  })
})
