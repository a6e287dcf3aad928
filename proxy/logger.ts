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
  return { id, method, url: originalUrl ?? url }
}

/** How often buffered lines are written out at the latest. */
export const LOG_FLUSH_MS = 250
const LOG_BUFFER_BYTES = 8_192

let stdout: DestinationStream | undefined

/**
 * stdout for every logger of the process, written in blocks: a busy server writes up to 8 KB at a time
 * instead of making one write call per line, and whatever is buffered goes out within LOG_FLUSH_MS. Lines
 * still buffered when the process exits (a clean stop, a crash) are written out then; only a process killed
 * outright loses them, at most the last LOG_FLUSH_MS of lines.
 *
 * The lines are gathered here, in an array joined once per block, and handed to pino's destination (sonic-boom,
 * which orders the writes and writes synchronously on exit) a block at a time: sonic-boom's own buffering
 * (`minLength`) measures the UTF-8 length of its whole pending buffer on every line, which cost more than
 * making the line itself.
 */
function standardOutput(): DestinationStream {
  if (stdout) return stdout
  const pending: string[] = []
  let pendingLength = 0
  const handOver = (): void => {
    if (pending.length === 0) return
    const block = pending.join('')
    pending.length = 0
    pendingLength = 0
    stream.write(block)
  }
  // Registered before the destination exists, so on exit it runs before pino's own exit handler, which then
  // writes everything the destination holds synchronously.
  process.on('exit', handOver)
  const stream = pino.destination({ dest: 1, sync: false })
  setInterval(handOver, LOG_FLUSH_MS).unref()
  stdout = {
    write(line: string) {
      pending.push(line)
      pendingLength += line.length
      if (pendingLength >= LOG_BUFFER_BYTES) handOver()
    },
    flush(done?: (error?: Error) => void) {
      handOver()
      stream.flush(done)
    },
  } as DestinationStream
  return stdout
}

/** `scheme://user:p@ss@host` → `scheme://[redacted]@host` (up to the last @ of the authority), for every URL in a line. */
export function redactUrlCredentials(text: string): string {
  // Every log line passes here; nearly none holds an '@', and the regex is the costlier test.
  if (!text.includes('@')) return text
  return text.replace(/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#"]+@/gi, '$1[redacted]@')
}
