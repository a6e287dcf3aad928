export interface StoreLogger {
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

/** What the store reports about its backend: each failure and each success, however they were noticed. */
export interface Availability {
  /** A command failed (timed out, or refused): maybe an outage, maybe only a slow moment. */
  failed(error?: unknown): void
  /** The connection itself was lost or refused: an outage. */
  lost(error?: unknown): void
  answered(): void
}

export interface AvailabilityOptions {
  /** Asks the backend directly whether it answers (a ping); rejects when it does not. */
  probe: () => Promise<unknown>
  /** Failed commands in a row before the probe decides (default 3). */
  failuresBeforeProbe?: number
}

/**
 * Logs an outage once when it starts and once when it ends, not once per failed command or reconnect
 * attempt: under load a down backend would otherwise write a stack trace per request. Failures are counted
 * per request in /metrics instead (store_unavailable_total). A lost connection is an outage at once; failed
 * commands are one only after several in a row and a failed probe, because on a busy machine a command can
 * time out while the backend is healthy.
 */
export function trackAvailability(
  logger: StoreLogger | undefined,
  stopped: () => boolean,
  options: AvailabilityOptions,
): Availability {
  const threshold = options.failuresBeforeProbe ?? 3
  let down = false
  let failures = 0
  let probing = false
  const declare = (error: unknown): void => {
    if (down || stopped()) return
    down = true
    logger?.error(
      { err: error === undefined ? undefined : errorMessage(error) },
      'Redis unavailable; retrying',
    )
  }
  const answered = (): void => {
    failures = 0
    if (!down) return
    down = false
    logger?.warn({}, 'Redis available again')
  }
  return {
    failed(error) {
      failures += 1
      if (down || probing || failures < threshold) return
      probing = true
      options
        .probe()
        .then(answered, () => declare(error))
        .finally(() => {
          probing = false
        })
    },
    lost: declare,
    answered,
  }
}

/** The message alone: a stack trace says nothing about a network outage, and repeats it at length. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
