import { parse } from 'cookie'
import type { Request, Response } from 'express'
import { SESSION_ID, SESSION_MS } from './sessions.ts'

/** The session cookie of one signed-in area (`/admin`, `/partner`): HttpOnly, SameSite=Strict, that path only. */
export interface SessionCookie {
  set(req: Request, res: Response, id: string): void
  clear(res: Response): void
  /** The session id the request carries, when it has the shape of one. */
  read(req: Request): string | undefined
}

export function sessionCookie(name: string, path: string): SessionCookie {
  const options = { httpOnly: true, sameSite: 'strict', path } as const
  return {
    // Secure follows the scheme the visitor used (behind a TLS proxy, as TRUST_PROXY reports it), not the Host.
    set: (req, res, id) => void res.cookie(name, id, { ...options, secure: req.secure, maxAge: SESSION_MS }),
    clear: (res) => void res.clearCookie(name, options),
    read(req) {
      const header = req.get('cookie')
      const value = header === undefined ? undefined : parse(header)[name]
      return value !== undefined && SESSION_ID.test(value) ? value : undefined
    },
  }
}
