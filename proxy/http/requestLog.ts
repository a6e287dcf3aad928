import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

/**
 * One JSON line per request when its response ends ('request completed') or its client hangs up first
 * ('request aborted'): id, method, URL, status, time and the chat outcome, never a body. `req.log` is a child
 * logger whose lines carry the request's id, method and URL.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    req.id = requestId(req, res)
    // The logger's `req` serializer keeps only the id, method and URL.
    req.log = logger.child({ req })
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
