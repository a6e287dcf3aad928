import { access } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import express, { type Express, type NextFunction, type Response } from 'express'
import { defaultPersona } from '../../core/persona.ts'
import type { Logger } from '../logger.ts'
import type { OperatorContact } from './operatorContact.ts'
import { fillInPages, filledInPages } from './siteOrigin.ts'

const WIDGET_HEADERS = {
  'Cache-Control': 'public, max-age=300',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
}
/** The extras file is named by its content hash, so it is cached for good. */
const EXTRAS_HEADERS = { ...WIDGET_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' }

/**
 * The built bundles: /widget.js for any partner page, the prerendered site (each route a folder with an
 * index.html, served without a trailing-slash redirect), hashed assets cached for good, and a 404 page.
 */
export function staticSite(
  staticDir: string,
  publicUrl: string | undefined,
  operator: OperatorContact,
  logger: Logger,
): Express {
  // Absolute, because sendFile needs it and cache rules compare served paths against it.
  const root = resolve(staticDir)
  const siteDir = join(root, 'site')
  const widgetFile = join(root, 'widget', 'widget.js')
  // A sub-app, so files get ETags while the API's answers (the parent app) skip computing them.
  const router = express()
  router.disable('x-powered-by')
  router.set('etag', 'weak')

  /** A file of dist/widget/ at the same path, for partner pages on any origin. */
  const widgetAsset =
    (headers: Record<string, string>): express.RequestHandler =>
    (req, res, next) => {
      res.sendFile(join(root, 'widget', req.path), { headers, cacheControl: false }, fallThrough(res, next))
    }
  router.get('/widget.js', widgetAsset(WIDGET_HEADERS))
  // The widget's languages other than English, fetched beside widget.js by partner pages.
  router.get(/^\/widget-i18n\/[a-z]{2}\.json$/, widgetAsset(WIDGET_HEADERS))
  // What widget.js loads on demand (the menu's list, the age gate, the popup, the preview, limit texts).
  router.get(/^\/widget-extras\.[0-9a-f]{10}\.js$/, widgetAsset(EXTRAS_HEADERS))
  const fill = fillInPages(siteDir, publicUrl, operator, logger)
  router.use(filledInPages(fill))
  router.use(
    express.static(siteDir, {
      index: 'index.html',
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', cacheControl(siteDir, path))
        // The persona's photos appear in the widget on partner pages, so other origins may embed them.
        if (path.startsWith(join(siteDir, 'images') + '/'))
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
      },
    }),
  )
  router.get('/', async (_req, res, next) => {
    if (await exists(join(siteDir, 'index.html'))) return next()
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(builtInHome(await exists(widgetFile)))
  })
  router.use(async (req, res) => {
    if (await fill(req, res, '404.html', 404)) return
    res.status(404).set('Cache-Control', 'no-cache')
    res.sendFile('404.html', { root: siteDir }, (error) => {
      if (error && !res.headersSent) res.type('html').send(NOT_FOUND_PAGE)
    })
  })
  return router
}

function cacheControl(siteDir: string, path: string): string {
  if (path.endsWith('.html')) return 'no-cache'
  if (path.startsWith(join(siteDir, 'assets') + '/')) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** A missing file is not an error here: the next handler (in the end the 404 page) answers instead. */
function fallThrough(res: Response, next: NextFunction) {
  return (error?: Error) => {
    if (error && !res.headersSent) next()
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

/** Until the site is built, / still offers the chat, so a fresh checkout is usable. */
function builtInHome(widgetBuilt: boolean): string {
  const name = defaultPersona.name
  const chat = widgetBuilt
    ? '<companion-chat></companion-chat>'
    : '<p>The chat widget has not been built yet. Run <code>npm run build</code> and reload.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat with ${name}</title>
${widgetBuilt ? '<script src="/widget.js" async></script>' : ''}
</head>
<body style="margin:0;font-family:system-ui,sans-serif">
<main style="max-width:40rem;margin:0 auto;padding:1rem">
<h1>Chat with ${name}</h1>
${chat}
</main>
</body>
</html>
`
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body style="font-family:system-ui,sans-serif"><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body>
</html>
`
