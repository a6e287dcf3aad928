import { z } from 'zod'
import { personas } from '../../core/persona.ts'
import { signupUrlTemplate } from '../conversions/signupUrlSchema.ts'
import { commissionSchema } from './commissionSchema.ts'
import { greetingsSchema, themeSchema } from './experimentSchema.ts'
import { postbackUrlSchema } from './postbackTemplate.ts'

/** Attributions that are not partners: same-origin pages of this site, and requests with no Origin. */
export const SITE = 'site'
export const DIRECT = 'direct'

const origin = z
  .string()
  .refine((text) => !text.includes('*'), {
    error:
      'wildcards are not supported: list each origin (https://partner.example, https://www.partner.example)',
    abort: true,
  })
  .refine((text) => URL.canParse(text) && new URL(text).origin === text, {
    error: 'expected an origin such as https://partner.example (scheme, host and optional port, no path)',
  })

export const partnerSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, {
      error: 'expected a short slug: 1–32 lower-case letters, digits and inner hyphens',
    })
    .refine((id) => id !== SITE && id !== DIRECT, { error: `'${SITE}' and '${DIRECT}' are reserved` }),
  name: z.string().trim().min(1).max(100),
  origins: z.array(origin).min(1, { error: 'expected at least one origin' }),
  persona: z
    .string()
    .refine((id) => Object.hasOwn(personas, id), {
      error: `expected a persona id (${Object.keys(personas).join(', ')})`,
    })
    .optional(),
  signupUrl: signupUrlTemplate.optional(),
  dailyModelCalls: z.number().int().positive().optional(),
  portalKeySha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, {
      error: 'expected the hex SHA-256 (64 lower-case hex digits) of the portal key',
    })
    .optional(),
  theme: themeSchema.optional(),
  greetings: greetingsSchema.optional(),
  commission: commissionSchema.optional(),
  /** Where each conversion event of this partner is posted back (a macro template); the portal may override it. */
  postbackUrl: postbackUrlSchema.optional(),
})
export type Partner = z.infer<typeof partnerSchema>

/** The whole PARTNERS_FILE: ids unique, and each origin belongs to one partner only. */
export const partnersFileSchema = z
  .strictObject({ partners: z.array(partnerSchema) })
  .superRefine(({ partners }, ctx) => {
    const ids = new Set<string>()
    const origins = new Map<string, string>()
    partners.forEach((partner, index) => {
      if (ids.has(partner.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['partners', index, 'id'],
          message: `duplicate id '${partner.id}'`,
        })
      }
      ids.add(partner.id)
      for (const item of partner.origins) {
        const owner = origins.get(item)
        if (owner !== undefined && owner !== partner.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['partners', index, 'origins'],
            message: `${item} already belongs to '${owner}'`,
          })
        }
        origins.set(item, partner.id)
      }
    })
  })
export type PartnersFile = z.infer<typeof partnersFileSchema>
