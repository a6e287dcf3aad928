import { isIP } from 'node:net'
import { z } from 'zod'
import { integer } from '../envSchema.ts'
import type { PostbackSettings } from './postbacks.ts'

const items = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)

const cidr = z.string().refine(
  (text) => {
    const [network = '', prefix, ...rest] = text.split('/')
    const family = isIP(network)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    return (
      family !== 0 &&
      rest.length === 0 &&
      Number.isInteger(bits) &&
      bits >= 0 &&
      bits <= (family === 6 ? 128 : 32)
    )
  },
  { error: 'expected addresses or networks such as 10.1.2.0/24,127.0.0.1,fd00::/8' },
)

const delays = z
  .string()
  .transform(items)
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, { error: 'expected waits in milliseconds, such as 500,500' })
          .transform(Number),
      )
      .min(1, { error: 'expected at least one wait, such as 500,500' }),
  )

/** The variables of partners' postbacks, spread into the config schema. */
export const postbackEnv = {
  POSTBACK_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }).default('false'),
  POSTBACK_ALLOWED_NETWORKS: z.string().transform(items).pipe(z.array(cidr)).default([]),
  POSTBACK_TIMEOUT_MS: integer(100, 10_000, 60_000),
  POSTBACK_RETRY_DELAYS_MS: delays.optional(),
  // Incoming conversion postbacks: the endpoint is off (404) until the secret is set.
  POSTBACK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  POSTBACK_ALLOWED_SOURCES: z.string().transform(items).pipe(z.array(cidr)).default([]),
  POSTBACK_MAX_PAYOUT: integer(1, 10_000, 1_000_000_000),
}

type PostbackEnv = z.output<z.ZodObject<typeof postbackEnv>>

/** How /postback/conversion checks what networks send; undefined (the endpoint answers 404) without a secret. */
export interface IncomingPostbackSettings {
  secret: string
  /** Addresses and networks that may post; empty: any address that knows the secret. */
  allowedSources: readonly string[]
  /** The largest payout accepted, in whole units of the posted currency. */
  maxPayout: number
}

export function incomingPostbackSettings(env: PostbackEnv): IncomingPostbackSettings | undefined {
  if (env.POSTBACK_SECRET === undefined) return undefined
  return {
    secret: env.POSTBACK_SECRET,
    allowedSources: env.POSTBACK_ALLOWED_SOURCES,
    maxPayout: env.POSTBACK_MAX_PAYOUT,
  }
}

export function postbackSettings(env: PostbackEnv): PostbackSettings {
  return {
    policy: {
      allowPrivate: env.POSTBACK_ALLOW_PRIVATE === 'true',
      allowedNetworks: env.POSTBACK_ALLOWED_NETWORKS,
    },
    timeoutMs: env.POSTBACK_TIMEOUT_MS,
    ...(env.POSTBACK_RETRY_DELAYS_MS && { retryDelaysMs: env.POSTBACK_RETRY_DELAYS_MS }),
  }
}
