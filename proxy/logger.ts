import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/**
 * JSON logs. Headers that carry secrets are redacted wherever they appear; message text is never logged
 * by the proxy (only lengths), so redaction is the second line of defence, not the first.
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
    },
    destination,
  )
}
