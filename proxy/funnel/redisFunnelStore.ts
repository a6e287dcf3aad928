import type { Cluster, Redis } from 'ioredis'
import { z } from 'zod'
import { isLocale } from '../../core/i18n/locales.ts'
import { redisScript, runScript } from '../store/redisScripts.ts'
import {
  CLICK_TTL_MS,
  FUNNEL_EVENTS,
  FUNNEL_RETENTION_DAYS,
  type Attribution,
  type FunnelStore,
  type FunnelTally,
} from './funnelStore.ts'

const DAY_MS = 86_400_000

/**
 * The funnel in Redis, shared by every instance and kept across restarts. One hash per day (field =
 * partner, persona, event), one hash per sign-up link, one counter per partner and day; every command and
 * script touches a single key, so each lands in one hash slot on Redis Cluster.
 */
export function createRedisFunnelStore(client: Redis | Cluster, prefix = 'cc:'): FunnelStore {
  const dayKey = (day: string) => `${prefix}funnel:${day}`
  const clickKey = (id: string) => `${prefix}click:${id}`

  return {
    async add(event, day, { partner, persona, variant }) {
      const field = variant === undefined ? [partner, persona, event] : [partner, persona, event, variant]
      await runScript(client, COUNT_IN_HASH, [dayKey(day)], [JSON.stringify(field), DAY_HASH_TTL_MS])
    },
    async read(days) {
      const hashes = await Promise.all(days.map((day) => client.hgetall(dayKey(day))))
      return hashes.flatMap((hash, index) =>
        Object.entries(hash).flatMap(([field, value]): FunnelTally[] => {
          const parsed = storedField.safeParse(JSON.parse(field))
          if (!parsed.success) return []
          const [partner, persona, event, variant] = parsed.data
          const day = days[index]!
          return [
            { day, partner, persona, ...(variant !== undefined && { variant }), event, count: Number(value) },
          ]
        }),
      )
    },
    async saveClick(clickId, { partner, persona, variant, language, subIds }) {
      const fields = {
        partner,
        persona,
        ...(variant !== undefined && { variant }),
        ...(language !== undefined && { language }),
        ...(subIds && Object.keys(subIds).length > 0 && { subIds: JSON.stringify(subIds) }),
      }
      await client.multi().hset(clickKey(clickId), fields).pexpire(clickKey(clickId), CLICK_TTL_MS).exec()
    },
    async claimClick(clickId) {
      const reply = claimReply.parse(await client.eval(CLAIM_CLICK, 1, clickKey(clickId)))
      if (reply === null) return undefined
      const [partner, persona, first, ...rest] = reply
      return { attribution: linkAttribution(partner, persona, ...rest), first: first === 1 }
    },
    async findClick(clickId) {
      const [partner, persona, ...rest] = await client.hmget(clickKey(clickId), ...LINK_FIELDS)
      return partner && persona ? linkAttribution(partner, persona, ...rest) : undefined
    },
    async addPartnerModelCall(day, partner) {
      const key = `${prefix}pcalls:${day}:${partner}`
      return z.number().parse(await runScript(client, COUNT, [key], [2 * DAY_MS]))
    },
  }
}

/** A day's funnel hash lives for the retention period and a day. */
const DAY_HASH_TTL_MS = (FUNNEL_RETENTION_DAYS + 1) * DAY_MS

/**
 * KEYS = [day hash], ARGV = [field, expiry ms]: one count and the hash's expiry renewed, in one command
 * instead of a MULTI of four (fewer round trips and fewer commands in flight per message).
 */
const COUNT_IN_HASH = redisScript(`
  local count = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return count`)

/** KEYS = [counter], ARGV = [expiry ms]: one count and the counter's expiry renewed. */
const COUNT = redisScript(`
  local count = redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return count`)

const LINK_FIELDS = ['partner', 'persona', 'variant', 'language', 'subIds'] as const

/** KEYS = [link hash]. Marks the link clicked without creating a hash for an unknown id. */
const CLAIM_CLICK = `
  local fields = redis.call('HMGET', KEYS[1], 'partner', 'persona', 'variant', 'language', 'subIds')
  if not fields[1] then return false end
  return { fields[1], fields[2], redis.call('HSETNX', KEYS[1], 'clicked', '1'), fields[3] or '',
    fields[4] or '', fields[5] or '' }`

/** A link's attribution from its stored fields; a value that does not read back is left out. */
function linkAttribution(
  partner: string,
  persona: string,
  variant?: string | null,
  language?: string | null,
  subIds?: string | null,
): Attribution {
  const parsedSubIds = subIds ? storedSubIds.safeParse(safeJson(subIds)) : undefined
  return {
    partner,
    persona,
    ...(variant && { variant }),
    ...(language && isLocale(language) && { language }),
    ...(parsedSubIds?.success && { subIds: parsedSubIds.data }),
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const storedSubIds = z.record(z.string(), z.string())

/** [partner, persona, event] or, for a conversation in a greeting experiment, [..., variant]. */
const storedField = z.union([
  z.tuple([z.string(), z.string(), z.enum(FUNNEL_EVENTS)]),
  z.tuple([z.string(), z.string(), z.enum(FUNNEL_EVENTS), z.string()]),
])
const claimReply = z
  .tuple([z.string(), z.string(), z.number(), z.string(), z.string(), z.string()])
  .nullable()
