import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Request, RequestHandler, Response } from 'express'
import { BUILT_FOR_FILE, UNSET_ORIGIN } from '../../core/publicOrigin.ts'
import type { Logger } from '../logger.ts'
import { sendApiError } from './apiError.ts'
import { fillInOperator, type OperatorContact } from './operatorContact.ts'

/** The public origin the site in `siteDir` was built for: null when built without one, undefined when unknown. */
export function builtFor(siteDir: string): string | null | undefined {
  try {
    const { publicUrl } = JSON.parse(readFileSync(join(siteDir, BUILT_FOR_FILE), 'utf8')) as {
      publicUrl?: unknown
    }
    return typeof publicUrl === 'string' ? publicUrl : null
  } catch {
    return undefined
  }
}

/** Answers a request with one of the site's files, filled in; false when the file is missing. */
export type FillPage = (req: Request, res: Response, file: string, status?: number) => Promise<boolean>

/**
 * The site's pages, sitemap and robots.txt as served: the operator's name and contact e-mail put into the
 * legal pages' slots (operatorContact.ts), and, for a site built without PUBLIC_URL, the origin placeholder
 * replaced by PUBLIC_URL when the server has it, else by the origin this request reached (as the sign-up link
 * is), so canonical URLs and link previews point where the page was fetched from. The file is read on each
 * request, so a rebuild or a changed setting shows at once, and the ETag follows the filled-in text. A build
 * made for another origin than PUBLIC_URL is logged (`npm start` rebuilds it).
 */
export function fillInPages(
  siteDir: string,
  publicUrl: string | undefined,
  operator: OperatorContact,
  logger: Logger,
): FillPage {
  const built = builtFor(siteDir)
  if (typeof built === 'string' && publicUrl !== undefined && built !== publicUrl)
    logger.warn(
      { builtFor: built, publicUrl },
      'the site was built for another origin than PUBLIC_URL: rebuild it',
    )
  return async (req, res, file, status = 200) => {
    // Only pages have operator slots; the sitemap and robots.txt need filling in only without an origin.
    if (built !== null && !file.endsWith('.html')) return false
    const origin = built === null ? (publicUrl ?? requestOrigin(req)) : undefined
    if (built === null && origin === undefined) {
      sendApiError(
        res,
        400,
        'invalid_request',
        'The Host header must be a host name or address, with an optional port.',
      )
      return true
    }
    const text = await readFile(join(siteDir, file), 'utf8').catch(() => undefined)
    if (text === undefined) return false
    const page = fillInOperator(origin === undefined ? text : text.replaceAll(UNSET_ORIGIN, origin), operator)
    res.status(status).set('Cache-Control', 'no-cache').type(extname(file))
    res.send(page)
    return true
  }
}

/**
 * A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port: nothing that could end an
 * HTML attribute, a JSON string or an XML element, since the origin is written into all three unescaped.
 */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i

/** The origin this request reached, or undefined when its Host header (or a forwarded scheme) is not valid. */
export function requestOrigin(req: Request): string | undefined {
  const host = req.get('host') ?? ''
  if (!VALID_HOST.test(host) || (req.protocol !== 'http' && req.protocol !== 'https')) return undefined
  return `${req.protocol}://${host.toLowerCase()}`
}

/** The file a page address is answered from, for the addresses whose files carry the origin. */
export function filledInFile(path: string): string | undefined {
  if (path === '/sitemap.xml' || path === '/robots.txt' || path.endsWith('.html')) return path.slice(1)
  if (path.endsWith('/')) return `${path.slice(1)}index.html`
  if (/^\/[^.]*[^/.]$/.test(path)) return `${path.slice(1)}/index.html`
  return undefined
}

/** The handler that answers those addresses (falling through when the file is missing). */
export function filledInPages(fill: FillPage): RequestHandler {
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? filledInFile(req.path) : undefined
    if (file === undefined || file.split('/').some((part) => part.startsWith('.'))) return next()
    fill(req, res, file).then((sent) => sent || next(), next)
  }
}
