import { z } from 'zod'
import { ageGateModes, type AgeGateMode } from '../../core/protocol.ts'

/** The age gate's settings, read from AGE_GATE and its companions. */
export interface AgeGateSettings {
  mode: AgeGateMode
  /** The countries the gate applies to; undefined means every allowed country. */
  countries: ReadonlySet<string> | undefined
  /** AGE_GATE=token: exactly one of these verifies the token. */
  tokenSecret: string | undefined
  jwksUrl: string | undefined
  /** When set, a token must name this issuer (`iss`) and this audience (`aud`, this site at the provider). */
  issuer: string | undefined
  audience: string | undefined
  /** Where the widget sends a visitor without a valid token. */
  verifyUrl: string | undefined
}

const countries = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'expected two-letter country codes such as GB,DE' })))

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The keys must come over HTTPS; plain HTTP only from this machine (a provider's local test double). */
const jwksUrl = z.url({ protocol: /^https?$/, error: 'expected an https URL' }).refine(
  (text) => {
    const url = new URL(text)
    return url.protocol === 'https:' || loopbackHosts.has(url.hostname)
  },
  { error: 'expected an https URL (plain http only on loopback)' },
)

/** The variables of the age gate, spread into the config schema. */
export const ageGateEnv = {
  AGE_GATE: z.enum(ageGateModes, { error: "expected 'off', 'confirm' or 'token'" }).default('off'),
  AGE_GATE_COUNTRIES: countries.optional(),
  AGE_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AGE_TOKEN_JWKS_URL: jwksUrl.optional(),
  AGE_TOKEN_ISSUER: z.string().min(1).optional(),
  AGE_TOKEN_AUDIENCE: z.string().min(1).optional(),
  AGE_VERIFY_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
}

type AgeGateEnv = z.output<z.ZodObject<typeof ageGateEnv>>

/** AGE_GATE=token needs exactly one way to check a token's signature. */
export function checkAgeGateEnv(env: AgeGateEnv, ctx: z.RefinementCtx): void {
  if (env.AGE_GATE !== 'token') return
  const keys = [env.AGE_TOKEN_SECRET, env.AGE_TOKEN_JWKS_URL].filter((key) => key !== undefined)
  if (keys.length === 1) return
  ctx.addIssue({
    code: 'custom',
    path: ['AGE_GATE'],
    message:
      keys.length === 0
        ? "'token' needs AGE_TOKEN_SECRET (HS256) or AGE_TOKEN_JWKS_URL (RS256/ES256)"
        : "'token' takes only one of AGE_TOKEN_SECRET and AGE_TOKEN_JWKS_URL",
  })
}

export function ageGateSettings(env: AgeGateEnv): AgeGateSettings {
  return {
    mode: env.AGE_GATE,
    countries: env.AGE_GATE_COUNTRIES ? new Set(env.AGE_GATE_COUNTRIES) : undefined,
    tokenSecret: env.AGE_TOKEN_SECRET,
    jwksUrl: env.AGE_TOKEN_JWKS_URL,
    issuer: env.AGE_TOKEN_ISSUER,
    audience: env.AGE_TOKEN_AUDIENCE,
    verifyUrl: env.AGE_VERIFY_URL,
  }
}
