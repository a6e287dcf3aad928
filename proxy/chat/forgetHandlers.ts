import type { RequestHandler } from 'express'
import { forgetRequestSchema } from '../../core/protocol.ts'
import type { Config } from '../config.ts'
import type { Metrics } from '../metrics.ts'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'
import { sessionBodyHandlers } from './sessionBodyHandlers.ts'

/**
 * The handler chain of POST /api/chat/forget: erases a conversation (see Store.forgetSession) with the same
 * CORS, no-store and rate limit as the transcript. 204 whether or not the id was known, from the same single
 * store call, so the answer reveals nothing about other visitors' ids.
 */
export function forgetHandlers(config: Config, deps: { store: Store; metrics: Metrics }): RequestHandler[] {
  return sessionBodyHandlers(
    'forget',
    forgetRequestSchema,
    config,
    deps,
    async ({ sessionId }, _req, res) => {
      await fromStore(deps.store.forgetSession(sessionId))
      res.status(204).end()
    },
  )
}
