import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * JSON logs, by default to stdout (see `standardOutput`). A `req` field keeps only the request's id, method
 * and URL, so its headers (cookies, authorization) can never reach a line; secret-bearing fields elsewhere
 * are redacted, and so are credentials inside any URL (`https://user:pass@host`), in whatever field or
 * message they turn up. Message text is never logged by the proxy (only lengths), so all this is the second
 * line of defence, not the first.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // A whitelist for `req` rather than redaction paths under it: nothing but these three fields can
      // appear, and it is cheaper on the one line every request writes.
      serializers: { req: requestFields },
      redact: { paths: ['headers.authorization', 'apiKey', 'openai.apiKey'], censor: '[redacted]' },
      hooks: { streamWrite: redactUrlCredentials },
    },
    destination ?? standardOutput(),
  )
}

/** What a line shows of a request: its id, method and URL (the one it arrived with, before any routing). */
function requestFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const { id, method, url, originalUrl } = value as Record<string, unknown>
  const shown = originalUrl ?? url
  return { id, method, url: typeof shown === 'string' ? redactToken(shown) : shown }
}

/** A `token` query parameter's value as [redacted]: networks send the postback secret that way. */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
}

let stdout: DestinationStream | undefined

/**
 * stdout for every logger of the process, written asynchronously (lines logged while a write is under way go
 * out together in the next); pino writes what is still pending synchronously when the process exits.
 */
function standardOutput(): DestinationStream {
  return (stdout ??= pino.destination({ dest: 1, sync: false }))
}

/** `scheme://user:p@ss@host` → `scheme://[redacted]@host` (up to the last @ of the authority), for every URL in a line. */
export function redactUrlCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#"]+@/gi, '$1[redacted]@')
}
