import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * JSON logs. Headers that carry secrets are redacted wherever they appear, and so are credentials inside
 * any URL (`https://user:pass@host`), in whatever field or message they turn up; message text is never
 * logged by the proxy (only lengths), so redaction is the second line of defence, not the first.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'apiKey',
          'openai.apiKey',
        ],
        censor: '[redacted]',
      },
      hooks: { streamWrite: redactUrlCredentials },
    },
    destination,
  )
}

/** `scheme://user:pass@host` → `scheme://[redacted]@host`, for every URL in a line. */
export function redactUrlCredentials(text: string): string {
  // Every log line passes here; nearly none holds an '@', and the regex is the costlier test.
  if (!text.includes('@')) return text
  return text.replace(/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#@"]+@/gi, '$1[redacted]@')
}
