import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import type { Store } from '../store/store.ts'
import { keyValueBeside } from './keyValue.ts'
import { sessionCookie } from './sessionCookie.ts'
import { createSessions, type SignedIn } from './sessions.ts'

/** Sign-in, look-up and sign-out for one area (`/admin`, `/partner`), over sessions kept beside the chat's. */
export interface SignIns {
  open(req: Request, res: Response, signedIn: SignedIn): Promise<void>
  /** Who the request's cookie belongs to, while that session is open. */
  current(req: Request): Promise<SignedIn | undefined>
  /** Ends the session in the store, so a copy of the cookie stops working too, and clears the cookie. */
  close(req: Request, res: Response): Promise<void>
}

export function signIns(area: 'admin' | 'partner', store: Store): SignIns {
  const sessions = createSessions(keyValueBeside(store), area)
  const cookie = sessionCookie(`cc_${area}`, `/${area}`)
  return {
    async open(req, res, signedIn) {
      cookie.set(req, res, await sessions.open(signedIn))
    },
    async current(req) {
      const id = cookie.read(req)
      return id === undefined ? undefined : sessions.read(id)
    },
    async close(req, res) {
      const id = cookie.read(req)
      if (id !== undefined) await sessions.close(id)
      cookie.clear(res)
    },
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
