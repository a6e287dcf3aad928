import { readStored, writeStored } from '../lib/storage.ts'

const HOUR_MS = 60 * 60 * 1000
/** New York GBL Art. 47: at the start of an interaction, needed at most once a day… */
export const NOTICE_DAILY_MS = 24 * HOUR_MS
/** …and at least every three hours while the interaction goes on. */
export const NOTICE_REPEAT_MS = 3 * HOUR_MS

/** `start`: the chat is shown; `continue`: the visitor writes in a conversation that goes on. */
export type NoticeMoment = 'start' | 'continue'

/**
 * Whether the AI notice line is due now, given when this browser last showed it (null: never, or not
 * readable). A time in the future (the clock was set back) counts as never, so the notice errs on showing.
 */
export function noticeDue(lastShown: number | null, now: number, moment: NoticeMoment): boolean {
  if (lastShown === null || lastShown > now) return true
  return now - lastShown >= (moment === 'start' ? NOTICE_DAILY_MS : NOTICE_REPEAT_MS)
}

export function readNoticeShown(key: string): number | null {
  const value = Number(readStored('localStorage', key) ?? Number.NaN)
  return Number.isFinite(value) ? value : null
}

export function writeNoticeShown(key: string, at: number): void {
  writeStored('localStorage', key, String(at))
}
