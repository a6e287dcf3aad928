/** Product constants from the product specification (section 9). Shared by the proxy, the widget and the site. */

/** The reply counter starts at 1 with the greeting; the sign-up offer appears when it reaches this. */
export const FREE_REPLY_LIMIT = 7
/** The counter value a new conversation starts at (the greeting counts as the first reply). */
export const INITIAL_REPLY_COUNT = 1
/** Model input: the system prompt plus at most this many of the latest messages. */
export const HISTORY_WINDOW = 10
/** Longest visitor message, in characters (UTF-16 code units as the browser counts them). */
export const MAX_MESSAGE_LENGTH = 1000
/** Largest accepted request body. */
export const MAX_BODY_BYTES = 8 * 1024
/** Default minimum time the typing indicator shows, a random value in this range (milliseconds). */
export const REPLY_DELAY_MS = { min: 3000, max: 6000 } as const
/** Messages younger than this read 'just now'. */
export const JUST_NOW_MS = 60_000
