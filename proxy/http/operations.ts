import { timingSafeEqual } from 'node:crypto'
import { Router, type Request } from 'express'
import { isLoopback } from '../geo/geoLookup.ts'
import type { Metrics } from '../metrics.ts'
import { errorMessage } from '../store/availability.ts'
import type { Store } from '../store/store.ts'
import { sendApiError } from './apiError.ts'
import type { Drain } from './drain.ts'

const READY_TIMEOUT_MS = 1_000

/**
 * /healthz (the process answers), /readyz (the store answers too, and the server is not shutting down) and
 * /metrics (loopback or bearer token).
 */
export function operations(
  store: Store,
  metrics: Metrics,
  metricsToken: string | undefined,
  drain: Drain,
): Router {
  const router = Router()
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (drain.draining) {
      res.status(503).json({ status: 'draining', store: store.kind })
      return
    }
    try {
      await withTimeout(store.ping(), READY_TIMEOUT_MS)
      res.json({ status: 'ok', store: store.kind })
    } catch (error) {
      req.log.debug({ reason: errorMessage(error) }, 'store not ready')
      res.status(503).json({ status: 'unavailable', store: store.kind })
    }
  })
  router.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(req, metricsToken)) {
      sendApiError(res, 404, 'not_found', 'Not found.')
      return
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics())
  })
  return router
}

/** req.ip is the address Express derived under TRUST_PROXY, so a proxied outside visitor is never loopback. */
function mayReadMetrics(req: Request, token: string | undefined): boolean {
  if (isLoopback(req.ip ?? '')) return true
  const given = req.get('authorization')?.match(/^Bearer (.+)$/)?.[1]
  if (token === undefined || given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
