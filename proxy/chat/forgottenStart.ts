import type { RequestHandler } from 'express'
import type { Store } from '../store/store.ts'
import { fromStore } from '../store/storeUnavailable.ts'

/**
 * In the chat chain after the session lookup: a message naming a forgotten session starts a new conversation
 * that begins at the reply count the old one kept, so deleting a conversation is no way round the cap.
 */
export function forgottenStart(store: Store): RequestHandler {
  return async (_req, res, next) => {
    const id = res.locals.chatRequest?.sessionId
    if (id !== undefined && res.locals.session === null) {
      const count = await fromStore(store.forgottenCount(id))
      if (count !== null) res.locals.sessionStart = { ...res.locals.sessionStart, count }
    }
    next()
  }
}
