import { z } from 'zod'
import { ageGateEnv, ageGateSettings, checkAgeGateEnv } from './age/ageGateConfig.ts'
import { refusalEnv, refusalOverrides } from './chat/refusalText.ts'
import { signupUrlTemplate } from './conversions/signupUrlSchema.ts'
import { countryCodeProblem, DEFAULT_ALLOWED_COUNTRIES } from './countryCodes.ts'
import { integer } from './envSchema.ts'
import { incomingPostbackSettings, postbackEnv, postbackSettings } from './postbacks/postbackConfig.ts'
import { DEFAULT_COMMAND_TIMEOUT_MS } from './store/redisClient.ts'
import { checkRedisEnv, redisEnv, redisTopology } from './store/redisConfig.ts'

/** The proxy's settings, read from the environment once at start-up. */
export type Config = z.infer<typeof configSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    // An empty ALLOWED_COUNTRIES is kept, so that it is refused rather than read as the default list.
    Object.entries(env).filter(
      ([name, value]) => value !== undefined && (value !== '' || name === 'ALLOWED_COUNTRIES'),
    ),
  )
  const result = configSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const [name, item] = issue.path
    return `${String(name)}${typeof item === 'number' ? ` (item ${item + 1})` : ''}: ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

const countryCode = z
  .string()
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code such as US' }))
  .superRefine((code, ctx) => {
    const problem = countryCodeProblem(code)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item))

const origin = z.string().refine((text) => URL.canParse(text) && new URL(text).origin === text, {
  error: 'expected origins such as https://partner.example (scheme, host and optional port, no path)',
})

const publicOrigin = z
  .url({
    protocol: /^https?$/,
    error: 'expected the public http(s) origin, such as https://chat.example.com',
  })
  .refine((text) => URL.canParse(text) && `${new URL(text).origin}/` === new URL(text).href, {
    error: 'expected an origin only (scheme, host and optional port), no path',
  })
  .transform((text) => new URL(text).origin)

/** Express 'trust proxy': a hop count or 'loopback'; `true` would let any client choose its own address. */
const trustProxy = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined) return undefined
    if (text === 'loopback') return 'loopback' as const
    if (/^[1-9]\d{0,2}$/.test(text)) return Number(text)
    ctx.addIssue({
      code: 'custom',
      message: `expected a hop count (1, 2, …) or 'loopback'; '${text}' is not accepted (never 'true': clients could forge their address)`,
    })
    return z.NEVER
  })

export const configSchema = z
  .object({
    PORT: integer(0, 8787).pipe(z.number().max(65535, { error: 'must be at most 65535' })),
    HOST: z.string().default('0.0.0.0'),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) URL such as https://api.openai.com/v1' })
      .optional(),
    OPENAI_MODEL: z.string().default('gpt-3.5-turbo'),
    MODEL_TEMPERATURE: z.coerce
      .number({ error: 'expected a number' })
      .min(0, { error: 'must be between 0 and 2' })
      .max(2, { error: 'must be between 0 and 2' })
      .default(0.9),
    MODEL_MAX_TOKENS: integer(1, 150),
    MODEL_TIMEOUT_MS: integer(100, 15_000),
    MODEL_DEADLINE_MS: integer(100, 25_000),
    ALLOWED_COUNTRIES: list(countryCode)
      .refine((codes) => codes.length > 0, {
        error: 'names no country; leave it unset for the default list, or list codes such as US,CA',
      })
      .default([...DEFAULT_ALLOWED_COUNTRIES]),
    TRUST_PROXY: trustProxy,
    LOCAL_COUNTRY: countryCode.default('US'),
    ...redisEnv,
    // Above the commit's 100 ms margin (redisStore.ts), and short enough that a stalled Redis never holds a request long.
    REDIS_COMMAND_TIMEOUT_MS: integer(200, DEFAULT_COMMAND_TIMEOUT_MS).refine((ms) => ms <= 10_000, {
      error: 'must be at most 10000 (a stalled Redis would hold every request that long)',
    }),
    MAX_SESSIONS: integer(1, 100_000),
    MAX_SESSION_MEMORY_MB: integer(1, 192),
    ALLOWED_ORIGINS: list(origin).default([]),
    SIGNUP_URL: signupUrlTemplate.default('https://example.com/signup'),
    PUBLIC_URL: publicOrigin.optional(),
    // One public origin: SITE_URL, PUBLIC_URL's former name, still read for one release (server.ts warns).
    SITE_URL: publicOrigin.optional(),
    SESSION_TTL_MINUTES: z.coerce
      .number({ error: 'expected a number' })
      .positive({ error: 'must be greater than 0' })
      .default(30),
    RATE_LIMIT_PER_MINUTE: integer(0, 30),
    SESSION_RATE_LIMIT_PER_HOUR: integer(0, 20),
    DAILY_MODEL_CALL_LIMIT: integer(0, 0),
    // Refusals and budgets: REFUSAL_TEXT_<LOCALE>, and one client address's share (percent) of a partner's budget.
    ...refusalEnv,
    PARTNER_BUDGET_SHARE_PER_ADDRESS: z.coerce
      .number({ error: 'expected a percentage such as 5' })
      .gt(0, { error: 'must be more than 0' })
      .max(100, { error: 'must be at most 100 (percent)' })
      .default(5),
    DRAIN_DELAY_MS: integer(0, 5_000),
    MODERATION: z.enum(['off', 'openai'], { error: "expected 'off' or 'openai'" }).default('off'),
    MODERATION_TIMEOUT_MS: integer(100, 2_000),
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    PARTNERS_FILE: z.string().optional(),
    ADMIN_TOKEN: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().default('dist'),
    // Who runs the service, named on /privacy, /terms and /safety (filled in when they are served).
    OPERATOR_NAME: z
      .string()
      .trim()
      .min(1, { error: 'must not be blank' })
      .max(200, { error: 'must be at most 200 characters' })
      .optional(),
    CONTACT_EMAIL: z.email({ error: 'expected an e-mail address such as privacy@example.com' }).optional(),
    NODE_ENV: z.string().optional(),
    // Age gate: AGE_GATE, AGE_GATE_COUNTRIES, AGE_TOKEN_SECRET, AGE_TOKEN_JWKS_URL, AGE_VERIFY_URL.
    ...ageGateEnv,
    // Partners' postbacks: POSTBACK_ALLOW_PRIVATE, …_ALLOWED_NETWORKS, …_TIMEOUT_MS, …_RETRY_DELAYS_MS;
    // networks' conversion postbacks: POSTBACK_SECRET, …_ALLOWED_SOURCES, …_MAX_PAYOUT.
    ...postbackEnv,
  })
  .superRefine(checkRedisEnv)
  .superRefine(checkAgeGateEnv)
  .superRefine((env, ctx) => {
    if (env.MODERATION === 'openai' && env.OPENAI_API_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['MODERATION'], message: "'openai' needs OPENAI_API_KEY" })
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      temperature: env.MODEL_TEMPERATURE,
      maxTokens: env.MODEL_MAX_TOKENS,
      timeoutMs: env.MODEL_TIMEOUT_MS,
      deadlineMs: env.MODEL_DEADLINE_MS,
    },
    allowedCountries: new Set(env.ALLOWED_COUNTRIES),
    trustProxy: env.TRUST_PROXY,
    localCountry: env.LOCAL_COUNTRY,
    redis: redisTopology(env),
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    maxSessions: env.MAX_SESSIONS,
    maxSessionBytes: env.MAX_SESSION_MEMORY_MB * 1024 * 1024,
    allowedOrigins: new Set(env.ALLOWED_ORIGINS),
    signupUrl: env.SIGNUP_URL,
    publicUrl: env.PUBLIC_URL ?? env.SITE_URL,
    sessionTtlMs: Math.round(env.SESSION_TTL_MINUTES * 60_000),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    sessionRateLimitPerHour: env.SESSION_RATE_LIMIT_PER_HOUR,
    dailyModelCallLimit: env.DAILY_MODEL_CALL_LIMIT,
    refusalOverrides: refusalOverrides(env),
    partnerBudgetSharePerAddress: env.PARTNER_BUDGET_SHARE_PER_ADDRESS,
    drainDelayMs: env.DRAIN_DELAY_MS,
    moderation: { provider: env.MODERATION, timeoutMs: env.MODERATION_TIMEOUT_MS },
    metricsToken: env.METRICS_TOKEN,
    partnersFile: env.PARTNERS_FILE,
    adminToken: env.ADMIN_TOKEN,
    logLevel: env.LOG_LEVEL,
    staticDir: env.STATIC_DIR,
    operator: { name: env.OPERATOR_NAME, contactEmail: env.CONTACT_EMAIL },
    production: env.NODE_ENV === 'production',
    ageGate: ageGateSettings(env),
    postbacks: postbackSettings(env),
    conversionPostback: incomingPostbackSettings(env),
  }))
