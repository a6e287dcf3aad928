import type { Locale } from '../../core/i18n/locales.ts'

/**
 * The money loop's shared shapes: a sign-up click with everything a report groups by, the conversions that
 * affiliate networks post back for it, and the events that fire partners' own postbacks. Nothing here holds
 * message text or an IP address.
 */

export const SUB_IDS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const
export type SubIdName = (typeof SUB_IDS)[number]
export type SubIds = Partial<Record<SubIdName, string>>

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

export const CONVERSION_STATUSES = ['approved', 'pending', 'rejected', 'refunded'] as const
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number]

/** A click on "Create a Free Account", kept from its first click for as long as the funnel keeps its days. */
export interface ClickRecord {
  /** Random, at least 96 bits, URL-safe: the id the destination gets and posts back. */
  clickId: string
  partner: string
  persona: string
  /** The greeting variant of the conversation, when its partner runs an experiment. */
  variant?: string
  /** ISO 3166-1 alpha-2, or 'XX' when unknown. */
  country: string
  device: DeviceClass
  language: Locale
  subIds: SubIds
  /** When it was first clicked, ms since the epoch. */
  at: number
}

/** One network transaction, as its latest postback left it. */
export interface Conversion {
  /** The network's transaction id: one conversion per txid, whatever the number of postbacks. */
  txid: string
  clickId: string
  status: ConversionStatus
  /** The payout in minor units of `currency` (cents for USD), never negative. */
  payoutMinor: number
  /** ISO 4217, upper case. */
  currency: string
  /** First postback, ms since the epoch. */
  createdAt: number
  /** Latest change of status or payout, ms since the epoch. */
  updatedAt: number
  /** The click it credits, copied when the conversion is first recorded. */
  click: ClickRecord
  /** 1 when first recorded, one more at each change: with the txid, it names each event. */
  revision?: number
}

/** A postback as the endpoint parsed and checked it. */
export interface ConversionInput {
  txid: string
  clickId: string
  status: ConversionStatus
  payoutMinor: number
  currency: string
}

/**
 * What a postback did: `created` a conversion, `changed` its status or payout, left it `unchanged` (a
 * replay), or found no click (`unknown-click`), which is refused and never counted.
 */
export type ConversionOutcome =
  | { outcome: 'created' | 'changed'; conversion: Conversion; previous?: Conversion }
  | { outcome: 'unchanged'; conversion: Conversion }
  | { outcome: 'unknown-click' }

/**
 * Clicks and conversions: in process, or in Redis so every instance sees one record. Applying a postback is
 * atomic per txid, so two instances receiving the same postback count it once.
 */
export interface ConversionStore {
  /** Keeps a click's record; a second save of the same id keeps the first. */
  saveClick(record: ClickRecord): Promise<void>
  findClick(clickId: string): Promise<ClickRecord | undefined>
  /** Records or moves the conversion of `input.txid`, at `now`. */
  applyConversion(input: ConversionInput, now: number): Promise<ConversionOutcome>
  /** Clicks first made on these UTC days (YYYY-MM-DD). */
  readClicks(days: readonly string[]): Promise<ClickRecord[]>
  /** Conversions first recorded on these UTC days (YYYY-MM-DD), with their latest status. */
  readConversions(days: readonly string[]): Promise<Conversion[]>
}

/** Fired once for each `created` or `changed` outcome: what partners' postbacks are sent for. */
export interface ConversionEvent {
  /** Unique per event (not per conversion): txid and the change's sequence number. */
  eventId: string
  conversion: Conversion
  previousStatus?: ConversionStatus
}

export type ConversionListener = (event: ConversionEvent) => void | Promise<void>
