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
 * ('request aborted'): id, method, URL, status, time and the chat outcome, never a body. It costs one log
 * call per request: a child logger for `req.log` is made only when a handler actually logs.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    const id = requestId(req, res)
    req.id = id
    let child: Logger | undefined
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ req: { id, method: req.method, url: req.originalUrl } })),
    })
    const done = (): void => {
      res.off('finish', done)
      res.off('close', done)
      logger.info(
        {
          req: { id, method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          chat: res.locals.chat,
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      )
    }
    res.on('finish', done)
    res.on('close', done)
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
