import type { RequestHandler } from 'express'

/**
 * Shutdown state shared by the server, which starts draining on SIGTERM, and the app, which answers
 * differently from then on: /readyz says 503 and every response closes its connection, so keep-alive
 * clients (a load balancer's pooled connections) move to another instance instead of reusing this one.
 */
export interface Drain {
  readonly draining: boolean
  start(): void
  /** Marks each response `Connection: close` if draining has started by the time its headers go out. */
  readonly closeWhileDraining: RequestHandler
}

export function createDrain(): Drain {
  let draining = false
  return {
    get draining() {
      return draining
    },
    start() {
      draining = true
    },
    closeWhileDraining(_req, res, next) {
      // Checked when the headers are written, not when the request arrives: a slow chat request that began
      // before SIGTERM must still close its connection.
      const writeHead = res.writeHead
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        if (draining) this.setHeader('Connection', 'close')
        return writeHead.apply(this, args)
      } as typeof writeHead
      next()
    },
  }
}
