export interface StoreLogger {
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

/** What the store reports about its backend: each failure and each success, however they were noticed. */
export interface Availability {
  failed(error?: unknown): void
  answered(): void
}

/**
 * Logs an outage once when it starts and once when it ends, not once per failed command or reconnect
 * attempt: under load a down backend would otherwise write a stack trace per request. Failures are counted
 * per request in /metrics instead (store_unavailable_total).
 */
export function trackAvailability(logger: StoreLogger | undefined, stopped: () => boolean): Availability {
  let down = false
  return {
    failed(error) {
      if (down || stopped()) return
      down = true
      logger?.error(
        { err: error === undefined ? undefined : errorMessage(error) },
        'Redis unavailable; retrying',
      )
    },
    answered() {
      if (!down) return
      down = false
      logger?.warn({}, 'Redis available again')
    },
  }
}

/** The message alone: a stack trace says nothing about a network outage, and repeats it at length. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
