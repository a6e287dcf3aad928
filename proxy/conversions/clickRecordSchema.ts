import { z } from 'zod'
import { locales } from '../../core/i18n/locales.ts'
import { CONVERSION_STATUSES, DEVICE_CLASSES, SUB_IDS, type ClickRecord } from './conversionTypes.ts'

/** A click record as stored: what a store reads back is checked, so a foreign value never reaches a report. */
export const clickRecordSchema: z.ZodType<ClickRecord> = z.object({
  clickId: z.string(),
  partner: z.string(),
  persona: z.string(),
  variant: z.string().optional(),
  country: z.string(),
  device: z.enum(DEVICE_CLASSES),
  language: z.enum(locales),
  subIds: z.partialRecord(z.enum(SUB_IDS), z.string()),
  at: z.number(),
})

export const conversionStatusSchema = z.enum(CONVERSION_STATUSES)
