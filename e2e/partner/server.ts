/**
 * `node e2e/partner/server.ts [--port 4174]`: serves e2e/partner/public/ as a partner site on another
 * origin than the widget's server, and the CSS frameworks' stylesheets under /vendor/. Loopback only.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { frameworkCss } from './frameworkCss.ts'

const root = fileURLToPath(new URL('./public/', import.meta.url))
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

/**
 * Pages served under a strict Content-Security-Policy: no inline script or style anywhere, and only the widget's
 * origin besides the page's own.
 */
const WIDGET = 'http://127.0.0.1:4173'
const strictPolicy = [
  "default-src 'none'",
  `script-src 'self' ${WIDGET}`,
  "style-src 'self'",
  `connect-src ${WIDGET}`,
  `img-src ${WIDGET}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')
const strictPages = new Set(['/strict-csp.html'])

const { values } = parseArgs({ options: { port: { type: 'string', default: '4174' } } })
const vendor = await frameworkCss()

const server = createServer(async (request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://partner').pathname)
  const css = vendor.get(pathname)
  if (css !== undefined) {
    response.writeHead(200, { 'Content-Type': types['.css'], 'Cache-Control': 'no-store' }).end(css)
    return
  }
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
  const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile()
  if (!found) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
    ...(strictPages.has(pathname) ? { 'Content-Security-Policy': strictPolicy } : {}),
  })
  createReadStream(file).pipe(response)
})

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`partner page at http://127.0.0.1:${values.port}/`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)))
