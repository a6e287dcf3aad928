import { utcDay } from '../funnel/funnelStore.ts'
import { CONVERSION_RETENTION_MS } from './conversionRetention.ts'
import type { ClickRecord, Conversion, ConversionStore } from './conversionTypes.ts'

/** Clicks and conversions in this process only: lost on restart, not shared between instances. */
export function createMemoryConversionStore(now: () => number = Date.now): ConversionStore {
  const clicks = new Map<string, { record: ClickRecord; expiresAt: number }>()
  const conversions = new Map<string, { conversion: Conversion; expiresAt: number }>()
  // Expired entries are dropped once per day, on the first write of a new day.
  let sweptDay = ''
  const sweep = (): void => {
    const today = utcDay(new Date(now()))
    if (today === sweptDay) return
    sweptDay = today
    const at = now()
    for (const [id, click] of clicks) if (click.expiresAt <= at) clicks.delete(id)
    for (const [txid, kept] of conversions) if (kept.expiresAt <= at) conversions.delete(txid)
  }
  const copy = (conversion: Conversion): Conversion => structuredClone(conversion)
  // Synchronous, so applying a postback never yields between its check and its write.
  const liveClick = (clickId: string): ClickRecord | undefined => {
    const click = clicks.get(clickId)
    return click && click.expiresAt > now() ? structuredClone(click.record) : undefined
  }

  return {
    async saveClick(record) {
      sweep()
      if (clicks.has(record.clickId)) return
      clicks.set(record.clickId, {
        record: structuredClone(record),
        expiresAt: now() + CONVERSION_RETENTION_MS,
      })
    },
    async findClick(clickId) {
      return liveClick(clickId)
    },
    async applyConversion(input, at) {
      sweep()
      const kept = conversions.get(input.txid)
      const current = kept && kept.expiresAt > now() ? kept.conversion : undefined
      if (!current) {
        const click = liveClick(input.clickId)
        if (!click) return { outcome: 'unknown-click' }
        const conversion: Conversion = { ...input, createdAt: at, updatedAt: at, revision: 1, click }
        conversions.set(input.txid, { conversion, expiresAt: now() + CONVERSION_RETENTION_MS })
        return { outcome: 'created', conversion: copy(conversion) }
      }
      const same =
        current.status === input.status &&
        current.payoutMinor === input.payoutMinor &&
        current.currency === input.currency
      if (same) return { outcome: 'unchanged', conversion: copy(current) }
      const previous = copy(current)
      const conversion: Conversion = {
        ...current,
        status: input.status,
        payoutMinor: input.payoutMinor,
        currency: input.currency,
        updatedAt: at,
        revision: (current.revision ?? 1) + 1,
      }
      conversions.set(input.txid, { conversion, expiresAt: now() + CONVERSION_RETENTION_MS })
      return { outcome: 'changed', conversion: copy(conversion), previous }
    },
    async readClicks(days) {
      const wanted = new Set(days)
      const at = now()
      return [...clicks.values()]
        .filter((click) => click.expiresAt > at && wanted.has(utcDay(new Date(click.record.at))))
        .map((click) => structuredClone(click.record))
    },
    async readConversions(days) {
      const wanted = new Set(days)
      const at = now()
      return [...conversions.values()]
        .filter((kept) => kept.expiresAt > at && wanted.has(utcDay(new Date(kept.conversion.createdAt))))
        .map((kept) => copy(kept.conversion))
    },
  }
}
