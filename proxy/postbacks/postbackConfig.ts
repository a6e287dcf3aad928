import { isIP } from 'node:net'
import { z } from 'zod'
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
  POSTBACK_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number' })
    .int({ error: 'expected a whole number' })
    .min(100, { error: 'must be at least 100' })
    .max(60_000, { error: 'must be at most 60000' })
    .default(10_000),
  POSTBACK_RETRY_DELAYS_MS: delays.optional(),
}

type PostbackEnv = z.output<z.ZodObject<typeof postbackEnv>>

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
