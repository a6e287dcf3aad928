import { z } from 'zod'
import { utcDay } from '../funnel/funnelStore.ts'
import type { RedisClient } from '../store/redisClient.ts'
import { redisScript, runScript } from '../store/redisScripts.ts'
import { clickRecordSchema, conversionStatusSchema } from './clickRecordSchema.ts'
import { CONVERSION_RETENTION_MS } from './conversionRetention.ts'
import type { ClickRecord, Conversion, ConversionStore } from './conversionTypes.ts'

/**
 * Clicks and conversions in Redis, shared by every instance and kept across restarts: one string per click,
 * one hash per conversion (txid), one hash of clicks and one set of txids per UTC day. Every command and
 * script touches a single key, so each lands in one hash slot on Redis Cluster; a conversion changes in one
 * script on its own hash, so two instances receiving the same postback count it once.
 */
export function createRedisConversionStore(client: RedisClient, prefix = 'cc:'): ConversionStore {
  const clickKey = (id: string) => `${prefix}clickrec:${id}`
  const clickDayKey = (day: string) => `${prefix}clicks:${day}`
  const conversionKey = (txid: string) => `${prefix}conv:${txid}`
  const conversionDayKey = (day: string) => `${prefix}convs:${day}`

  const findClick = async (clickId: string): Promise<ClickRecord | undefined> => {
    const stored = await client.get(clickKey(clickId))
    return stored === null ? undefined : parseClick(stored)
  }
  const readConversion = async (txid: string): Promise<Conversion | undefined> =>
    toConversion(await client.hgetall(conversionKey(txid)))

  return {
    async saveClick(record) {
      const json = JSON.stringify(record)
      const saved = await client.set(clickKey(record.clickId), json, 'PX', CONVERSION_RETENTION_MS, 'NX')
      if (saved !== 'OK') return
      await runScript(
        client,
        ADD_TO_HASH,
        [clickDayKey(utcDay(new Date(record.at)))],
        [record.clickId, json, CONVERSION_RETENTION_MS],
      )
    },
    findClick,
    async applyConversion(input, now) {
      // A click never changes once saved, so reading it outside the script cannot race with anything.
      const click = await findClick(input.clickId)
      const reply = applyReply.parse(
        await runScript(
          client,
          APPLY_CONVERSION,
          [conversionKey(input.txid)],
          [
            input.txid,
            input.clickId,
            input.status,
            input.payoutMinor,
            input.currency,
            click ? JSON.stringify(click) : '',
            now,
            CONVERSION_RETENTION_MS,
          ],
        ),
      )
      const [outcome, before, after] = reply
      if (outcome === 'unknown-click') return { outcome }
      const conversion = toConversion(pairs(after))
      if (!conversion) throw new Error(`conversion ${input.txid} unreadable after its postback`)
      // Every outcome re-adds the txid to its day (a set: no double count), so a replay repairs a lost add.
      await runScript(
        client,
        ADD_TO_SET,
        [conversionDayKey(utcDay(new Date(conversion.createdAt)))],
        [input.txid, CONVERSION_RETENTION_MS],
      )
      if (outcome === 'unchanged') return { outcome, conversion }
      const previous = toConversion(pairs(before))
      return { outcome, conversion, ...(previous && { previous }) }
    },
    async readClicks(days) {
      const hashes = await Promise.all(days.map((day) => client.hgetall(clickDayKey(day))))
      return hashes.flatMap((hash) => Object.values(hash).flatMap((json) => parseClick(json) ?? []))
    },
    async readConversions(days) {
      const sets = await Promise.all(days.map((day) => client.smembers(conversionDayKey(day))))
      const read = await Promise.all([...new Set(sets.flat())].map(readConversion))
      const wanted = new Set(days)
      return read.filter(
        (conversion): conversion is Conversion =>
          conversion !== undefined && wanted.has(utcDay(new Date(conversion.createdAt))),
      )
    },
  }
}

function parseClick(json: string): ClickRecord | undefined {
  try {
    const parsed = clickRecordSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

const storedConversion = z.object({
  txid: z.string(),
  clickId: z.string(),
  status: conversionStatusSchema,
  payoutMinor: z.coerce.number().int().nonnegative(),
  currency: z.string(),
  createdAt: z.coerce.number(),
  updatedAt: z.coerce.number(),
  revision: z.coerce.number().int().positive(),
  click: z.string(),
})

function toConversion(hash: Record<string, string>): Conversion | undefined {
  const parsed = storedConversion.safeParse(hash)
  if (!parsed.success) return undefined
  const click = parseClick(parsed.data.click)
  return click && { ...parsed.data, click }
}

function pairs(flat: string[]): Record<string, string> {
  const hash: Record<string, string> = {}
  for (let index = 0; index + 1 < flat.length; index += 2) hash[flat[index]!] = flat[index + 1]!
  return hash
}

/** KEYS = [day hash], ARGV = [field, value, expiry ms]: the first value of a field kept, the expiry renewed. */
const ADD_TO_HASH = redisScript(`
  redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1`)

/** KEYS = [day set], ARGV = [member, expiry ms]. */
const ADD_TO_SET = redisScript(`
  redis.call('SADD', KEYS[1], ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1`)

/**
 * KEYS = [conversion hash], ARGV = [txid, click id, status, payout minor, currency, click JSON or '', now,
 * expiry ms]. Answers [outcome, fields before, fields after]. A new txid needs its click (JSON given, else
 * 'unknown-click' and nothing written); a known one keeps its click and creation time, and changes only when
 * status, payout or currency differ.
 */
const APPLY_CONVERSION = redisScript(`
  local before = redis.call('HGETALL', KEYS[1])
  if #before == 0 then
    if ARGV[6] == '' then return { 'unknown-click', {}, {} } end
    redis.call('HSET', KEYS[1], 'txid', ARGV[1], 'clickId', ARGV[2], 'status', ARGV[3], 'payoutMinor', ARGV[4],
      'currency', ARGV[5], 'click', ARGV[6], 'createdAt', ARGV[7], 'updatedAt', ARGV[7], 'revision', 1)
    redis.call('PEXPIRE', KEYS[1], ARGV[8])
    return { 'created', {}, redis.call('HGETALL', KEYS[1]) }
  end
  local current = redis.call('HMGET', KEYS[1], 'status', 'payoutMinor', 'currency')
  if current[1] == ARGV[3] and current[2] == ARGV[4] and current[3] == ARGV[5] then
    return { 'unchanged', {}, before }
  end
  redis.call('HSET', KEYS[1], 'status', ARGV[3], 'payoutMinor', ARGV[4], 'currency', ARGV[5], 'updatedAt', ARGV[7])
  redis.call('HINCRBY', KEYS[1], 'revision', 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[8])
  return { 'changed', before, redis.call('HGETALL', KEYS[1]) }`)

const applyReply = z.tuple([
  z.enum(['created', 'changed', 'unchanged', 'unknown-click']),
  z.array(z.string()),
  z.array(z.string()),
])
