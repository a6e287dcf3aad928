import { randomUUID } from 'node:crypto'
import { IncomingMessage, type ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from '../logger.ts'

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when it looks like one, else a new UUID. */
    id: string
    /** A logger whose lines carry this request's id, method and URL. */
    log: Logger
  }
}

const requestLogger = Symbol('requestLogger')
const requestChild = Symbol('requestChild')

interface LoggedRequest extends IncomingMessage {
  [requestLogger]?: Logger
  [requestChild]?: Logger
  originalUrl?: string
}

/**
 * `req.log` is one accessor on the prototype, defined once, that makes the request's child logger the first
 * time a handler logs. (Defining it on each request instead gave every request object its own hidden class:
 * the request objects then survived young-generation collections, and the proxy's garbage collection pauses
 * grew to several times those of a bare Express server.)
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: LoggedRequest): Logger {
    const logger = this[requestLogger]
    if (!logger) throw new Error('req.log is available once the requestLog middleware has run')
    // The logger's `req` serializer keeps only the id, method and URL.
    return (this[requestChild] ??= logger.child({ req: this }))
  },
})

/**
 * One JSON line per request when its response ends ('request completed') or its client hangs up first
 * ('request aborted'): id, method, URL, status, time and the chat outcome, never a body. It costs one log
 * call per request: a child logger for `req.log` is made only when a handler actually logs.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req: LoggedRequest, res, next) => {
    const started = performance.now()
    req.id = requestId(req, res)
    req[requestLogger] = logger
    // 'close' follows 'finish' for a completed response and comes alone when the client hangs up first.
    res.once('close', () => {
      logger.info(
        {
          // createLogger's `req` serializer keeps only the id, method and URL.
          req,
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          chat: res.locals.chat,
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      )
    })
    next()
  }
}

/** Keeps a caller's X-Request-Id when it looks like one (so logs join up across hops); otherwise a new UUID. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id']
  const id = typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID()
  res.setHeader('X-Request-Id', id)
  return id
}
