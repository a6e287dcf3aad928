/**
 * `npm run build:site`: the client bundle (vite.site.config.ts → dist/site), an SSR bundle of
 * site/entry-server.tsx, then one prerendered HTML file and one link-preview PNG (dist/site/og) per route, plus 404.html, sitemap.xml,
 * robots.txt and the PNG favicon.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { build } from 'vite'
import { BUILT_FOR_FILE, publicOrigin } from '../core/publicOrigin.ts'

interface PageEntry {
  path: string
  lastModified?: string
}

interface ServerEntry {
  render(path: string): Promise<{ head: string; body: string; status: number }>
  renderSocialCard(entry: PageEntry): Promise<Buffer>
  socialImagePath(path: string): string
  pageRegistry: readonly PageEntry[]
  siteUrl: string
}

const configFile = resolve('vite.site.config.ts')
const outDir = resolve('dist/site')
const publicDir = resolve('site/public')
const serverDir = resolve('dist/.site-server')
/** A browser draws an SVG favicon as a document on the page's main thread; a PNG it decodes off that thread. */
const faviconSize = 64
/** An address no route matches, so the catch-all renders the not-found page. */
const notFoundProbe = '/__not-found__'

// vite.site.config.ts reads the same variables into the pages.
const { origin, warning } = publicOrigin(process.env)
if (warning) console.warn(warning)
await build({ configFile, logLevel: 'warn' })
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
})

const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry
const template = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'))
const routes = server.pageRegistry

for (const route of routes) {
  const page = await server.render(route.path)
  if (page.status !== 200) throw new Error(`${route.path}: rendered with status ${page.status}`)
  writePage(route.path === '/' ? 'index.html' : join(route.path, 'index.html'), page)
  writeFile(server.socialImagePath(route.path), await server.renderSocialCard(route))
}
writePage('404.html', await server.render(notFoundProbe))
writeFileSync(join(outDir, 'sitemap.xml'), sitemap(routes))
writeFileSync(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`,
)
writeFile(
  'favicon.png',
  new Resvg(readFileSync(join(publicDir, 'favicon.svg'), 'utf8'), {
    fitTo: { mode: 'width', value: faviconSize },
  })
    .render()
    .asPng(),
)
writeFile(BUILT_FOR_FILE, `${JSON.stringify({ publicUrl: origin ?? null })}\n`)
rmSync(serverDir, { recursive: true, force: true })
console.log(
  `Prerendered ${routes.length} routes, their link previews and 404.html into ${outDir} for ${origin ?? 'the origin of each request (PUBLIC_URL unset)'}`,
)

function writePage(file: string, page: { head: string; body: string }): void {
  if (!page.head.includes('<title>')) throw new Error(`${file}: the page rendered no <title>`)
  const html = template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.body)
  if (html === template)
    throw new Error('dist/site/index.html lacks the <!--app-head--> and <!--app-html--> markers')
  writeFile(file, html)
}

function writeFile(file: string, data: string | Buffer): void {
  const target = join(outDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, data)
}

/** The site's CSS is a few kilobytes: inlined, it no longer blocks the first paint on a round trip. */
function inlineStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, file: string) => {
      const css = readFileSync(join(outDir, file), 'utf8').replace(/<\/style/gi, '<\\/style')
      return `<style>${css.trim()}</style>`
    },
  )
}

function sitemap(pages: ServerEntry['pageRegistry']): string {
  const urls = pages.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
    return `  <url><loc>${escapeXml(server.siteUrl + path)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
