import { utcDay } from '../../funnel/funnelStore.ts'
import type {
  ClickRecord,
  Conversion,
  ConversionStatus,
  ConversionStore,
} from '../../conversions/conversionTypes.ts'

let serial = 0

/** A click made now unless `at` says otherwise; acme, mia, US, phone, English, no variant and no sub-IDs. */
export function click(fields: Partial<ClickRecord> = {}): ClickRecord {
  serial += 1
  return {
    clickId: `click-${serial}`,
    partner: 'acme',
    persona: 'mia',
    country: 'US',
    device: 'phone',
    language: 'en',
    subIds: {},
    at: Date.now(),
    ...fields,
  }
}

/** A conversion of `of`, recorded when the click was made. */
export function conversion(
  of: ClickRecord,
  status: ConversionStatus,
  payoutMinor: number,
  currency = 'USD',
): Conversion {
  serial += 1
  return {
    txid: `tx-${serial}`,
    clickId: of.clickId,
    status,
    payoutMinor,
    currency,
    createdAt: of.at,
    updatedAt: of.at,
    click: of,
  }
}

/** The reading half of a conversion store over fixed records; the writing half is not for reports. */
export function fixedConversionStore(clicks: ClickRecord[], conversions: Conversion[]): ConversionStore {
  const onDays = (days: readonly string[], at: number) => days.includes(utcDay(new Date(at)))
  const notHere = () => Promise.reject(new Error('a fixed store records nothing'))
  return {
    saveClick: notHere,
    findClick: async (clickId) => clicks.find((record) => record.clickId === clickId),
    applyConversion: notHere,
    readClicks: async (days) => clicks.filter((record) => onDays(days, record.at)),
    readConversions: async (days) => conversions.filter((record) => onDays(days, record.createdAt)),
  }
}
