import { defaultLocale } from '../../core/i18n/locales.ts'
import type { Attribution } from '../funnel/funnelStore.ts'
import { SUB_IDS, type ClickRecord, type SubIds } from './conversionTypes.ts'
import { deviceClass } from './deviceClass.ts'

export interface ClickVisit {
  /** The clicking visitor's country (ISO 3166-1 alpha-2), when the lookup knows it. */
  country: string | undefined
  userAgent: string | undefined
  at: number
}

/** What is kept of a sign-up click: the conversation's attribution and the visitor's country and device class. */
export function clickRecordOf(clickId: string, attribution: Attribution, visit: ClickVisit): ClickRecord {
  const subIds: SubIds = {}
  for (const name of SUB_IDS) {
    const value = attribution.subIds?.[name]
    if (value !== undefined) subIds[name] = value
  }
  return {
    clickId,
    partner: attribution.partner,
    persona: attribution.persona,
    ...(attribution.variant !== undefined && { variant: attribution.variant }),
    country: visit.country ?? 'XX',
    device: deviceClass(visit.userAgent),
    language: attribution.language ?? defaultLocale,
    subIds,
    at: visit.at,
  }
}
