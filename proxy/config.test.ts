import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8787,
      host: '0.0.0.0',
      openai: {
        apiKey: undefined,
        model: 'gpt-3.5-turbo',
        temperature: 0.9,
        maxTokens: 150,
        timeoutMs: 15_000,
        deadlineMs: 25_000,
      },
      trustProxy: undefined,
      localCountry: 'US',
      redis: undefined,
      redisCommandTimeoutMs: 2000,
      maxSessions: 100_000,
      maxSessionBytes: 192 * 1024 * 1024,
      signupUrl: 'https://example.com/signup',
      sessionTtlMs: 30 * 60_000,
      rateLimitPerMinute: 30,
      sessionRateLimitPerHour: 20,
      dailyModelCallLimit: 0,
      logLevel: 'info',
      staticDir: 'dist',
    })
    expect([...config.allowedCountries].sort()).toEqual(
      ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'NO', 'DK', 'FI', 'IE'].sort(),
    )
    expect(config.allowedOrigins.size).toBe(0)
  })

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '9000',
      OPENAI_API_KEY: 'sk-abc',
      OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1',
      MODEL_TEMPERATURE: '0.5',
      ALLOWED_COUNTRIES: 'us, GB',
      TRUST_PROXY: '2',
      ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:4174',
      SESSION_TTL_MINUTES: '0.5',
      RATE_LIMIT_PER_MINUTE: '0',
      REDIS_COMMAND_TIMEOUT_MS: '1500',
    })
    expect(config.port).toBe(9000)
    expect(config.openai).toMatchObject({
      apiKey: 'sk-abc',
      baseURL: 'http://127.0.0.1:4010/v1',
      temperature: 0.5,
    })
    expect(config.trustProxy).toBe(2)
    expect([...config.allowedOrigins]).toEqual(['https://a.example', 'http://127.0.0.1:4174'])
    expect(config.sessionTtlMs).toBe(30_000)
    expect(config.rateLimitPerMinute).toBe(0)
    expect(config.redisCommandTimeoutMs).toBe(1500)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '', TRUST_PROXY: '' })).toMatchObject({
      openai: { apiKey: undefined },
      trustProxy: undefined,
    })
  })

  it("accepts 'loopback' for TRUST_PROXY and rejects 'true'", () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback')
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/)
  })

  it('reads where Redis is: one URL, Sentinel or Cluster', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6380/0' }).redis).toEqual({
      mode: 'single',
      url: 'redis://:pw@10.0.0.5:6380/0',
    })
    expect(
      loadConfig({
        REDIS_SENTINELS: '10.0.0.1:26379, sentinel-b:26380,[::1]:26381',
        REDIS_SENTINEL_NAME: 'chat',
        REDIS_PASSWORD: 'pw',
      }).redis,
    ).toEqual({
      mode: 'sentinel',
      sentinels: [
        { host: '10.0.0.1', port: 26379 },
        { host: 'sentinel-b', port: 26380 },
        { host: '::1', port: 26381 },
      ],
      name: 'chat',
      password: 'pw',
    })
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2:7001' }).redis).toEqual({
      mode: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
      ],
      password: undefined,
    })
  })

  it.each([
    [{ REDIS_URL: 'redis://a:6379', REDIS_CLUSTER_NODES: 'b:7000' }, /REDIS_CLUSTER_NODES: set only one of/],
    [
      { REDIS_SENTINELS: 'a:26379', REDIS_SENTINEL_NAME: 'x', REDIS_CLUSTER_NODES: 'b:7000' },
      /set only one of REDIS_URL, REDIS_SENTINELS and REDIS_CLUSTER_NODES/,
    ],
    [{ REDIS_SENTINELS: 'a:26379' }, /REDIS_SENTINEL_NAME: required with REDIS_SENTINELS/],
    [{ REDIS_SENTINEL_NAME: 'chat' }, /REDIS_SENTINEL_NAME: only used with REDIS_SENTINELS/],
    [{ REDIS_SENTINELS: 'a', REDIS_SENTINEL_NAME: 'x' }, /REDIS_SENTINELS \(item 1\): expected host:port/],
    [{ REDIS_CLUSTER_NODES: 'a:7000,b:99999' }, /REDIS_CLUSTER_NODES \(item 2\): expected host:port/],
    [{ MAX_SESSIONS: '0' }, /MAX_SESSIONS: must be at least 1/],
    [{ REDIS_COMMAND_TIMEOUT_MS: '100' }, /REDIS_COMMAND_TIMEOUT_MS: must be at least 200/],
    [{ REDIS_COMMAND_TIMEOUT_MS: '60000' }, /REDIS_COMMAND_TIMEOUT_MS: must be at most 10000/],
  ])('refuses a contradictory or malformed Redis setting (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('takes a SIGNUP_URL template and stops on an unknown macro with one line naming it', () => {
    const template = 'https://offer.example/signup?aff=123&s1={click_id}&s2={partner}&c={sub5}'
    expect(loadConfig({ SIGNUP_URL: template }).signupUrl).toBe(template)
    expect(() => loadConfig({ SIGNUP_URL: 'https://offer.example/?s1={clickid}' })).toThrow(
      /^Invalid configuration: SIGNUP_URL: unknown macro \{clickid\} \(known: \{click_id\}[^\n]*\)$/,
    )
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['MODEL_TEMPERATURE', '3'],
    ['MODEL_MAX_TOKENS', '1.5'],
    ['ALLOWED_COUNTRIES', 'USA'],
    ['LOCAL_COUNTRY', 'x'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['ALLOWED_ORIGINS', 'https://a.example/path'],
    ['SIGNUP_URL', 'javascript:alert(1)'],
    ['PUBLIC_URL', 'https://chat.example.com/app'],
    ['PUBLIC_URL', 'chat.example.com'],
    ['SESSION_TTL_MINUTES', '0'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['OPENAI_BASE_URL', 'not a url'],
    ['OPENAI_BASE_URL', 'ftp://llm.example/v1'],
    ['MODERATION', 'strict'],
    ['MODERATION', 'openai'],
    ['OPENAI_BASE_URL', 'file:///etc/passwd'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration: ${name}\\b`))
  })
})

describe('PUBLIC_URL', () => {
  it('is unset by default and kept as a bare origin', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined()
    expect(loadConfig({ PUBLIC_URL: 'https://Chat.Example.com:8443/' }).publicUrl).toBe(
      'https://chat.example.com:8443',
    )
  })

  it('falls back to SITE_URL, its former name, and prefers PUBLIC_URL when both are set', () => {
    expect(loadConfig({ SITE_URL: 'https://old.example/' }).publicUrl).toBe('https://old.example')
    const both = { SITE_URL: 'https://old.example', PUBLIC_URL: 'https://chat.example.com' }
    expect(loadConfig(both).publicUrl).toBe('https://chat.example.com')
    expect(() => loadConfig({ SITE_URL: 'https://old.example/app' })).toThrow(/SITE_URL/)
  })
})

describe('MODERATION', () => {
  it('is off by default and needs an API key to be on', () => {
    expect(loadConfig({}).moderation).toEqual({ provider: 'off', timeoutMs: 2_000 })
    expect(loadConfig({ MODERATION: 'openai', OPENAI_API_KEY: 'sk-x' }).moderation.provider).toBe('openai')
    expect(() => loadConfig({ MODERATION: 'openai' })).toThrow(/MODERATION: 'openai' needs OPENAI_API_KEY/)
  })
})

describe('OPERATOR_NAME and CONTACT_EMAIL', () => {
  it('are unset by default, and NODE_ENV alone marks production', () => {
    expect(loadConfig({})).toMatchObject({
      operator: { name: undefined, contactEmail: undefined },
      production: false,
    })
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false)
  })

  it('reads a name (trimmed) and an e-mail address', () => {
    expect(
      loadConfig({ OPERATOR_NAME: '  Example Media Ltd ', CONTACT_EMAIL: 'privacy@example.com' }).operator,
    ).toEqual({ name: 'Example Media Ltd', contactEmail: 'privacy@example.com' })
  })

  it('refuses a blank name and a contact that is not an e-mail address, naming the variable', () => {
    expect(() => loadConfig({ OPERATOR_NAME: '   ' })).toThrow(/OPERATOR_NAME: must not be blank/)
    expect(() => loadConfig({ CONTACT_EMAIL: 'https://example.com/contact' })).toThrow(
      /CONTACT_EMAIL: expected an e-mail address/,
    )
  })
})
