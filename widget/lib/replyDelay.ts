import { REPLY_DELAY_MS } from '../../core/constants.ts'

/** The minimum time the typing indicator shows, a random value in [min, max] milliseconds. */
export interface ReplyDelay {
  min: number
  max: number
}

const LONGEST_DELAY_MS = 60_000

/**
 * Reads the `reply-delay` attribute: "min-max" or a single number of milliseconds ("0" for tests).
 * Anything unreadable falls back to the product default rather than breaking the chat.
 */
export function parseReplyDelay(value: string | ReplyDelay | undefined): ReplyDelay {
  if (value === undefined) return REPLY_DELAY_MS
  if (typeof value !== 'string') return isValid(value) ? value : REPLY_DELAY_MS
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(value)
  if (!match) return REPLY_DELAY_MS
  const min = Number(match[1])
  const delay = { min, max: match[2] === undefined ? min : Number(match[2]) }
  return isValid(delay) ? delay : REPLY_DELAY_MS
}

export function randomDelay({ min, max }: ReplyDelay, random: () => number = Math.random): number {
  return Math.round(min + (max - min) * random())
}

function isValid({ min, max }: ReplyDelay): boolean {
  return Number.isFinite(min) && Number.isFinite(max) && min >= 0 && min <= max && max <= LONGEST_DELAY_MS
}
