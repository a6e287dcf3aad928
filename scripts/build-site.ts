/**
 * `npm run build:site`: the client bundle (vite.site.config.ts → dist/site), an SSR bundle of
 * site/entry-server.tsx, then one prerendered HTML file per route plus 404.html, sitemap.xml and robots.txt.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

interface ServerEntry {
  render(path: string): Promise<{ head: string; body: string }>
  routeTable(): { path: string; title: string; description: string }[]
  articleDates(): Record<string, string>
  siteUrl: string
}

const configFile = resolve('vite.site.config.ts')
const outDir = resolve('dist/site')
const serverDir = resolve('dist/.site-server')
/** An address no route matches, so the catch-all renders the not-found page. */
const notFoundProbe = '/__not-found__'

await build({ configFile, logLevel: 'warn' })
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
})

const server = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry
const template = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'))
const routes = server.routeTable()

for (const route of routes) {
  writePage(
    route.path === '/' ? 'index.html' : join(route.path, 'index.html'),
    await server.render(route.path),
  )
}
writePage('404.html', await server.render(notFoundProbe))
writeFileSync(join(outDir, 'sitemap.xml'), sitemap(routes.map((route) => route.path)))
writeFileSync(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`,
)
rmSync(serverDir, { recursive: true, force: true })
console.log(`Prerendered ${routes.length} routes and 404.html into ${outDir} for ${server.siteUrl}`)

function writePage(file: string, page: { head: string; body: string }): void {
  if (!page.head.includes('<title>')) throw new Error(`${file}: the page rendered no <title>`)
  const html = template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.body)
  if (html === template)
    throw new Error('dist/site/index.html lacks the <!--app-head--> and <!--app-html--> markers')
  const target = join(outDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, html)
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

function sitemap(paths: string[]): string {
  const dates = server.articleDates()
  const urls = paths.map((path) => {
    const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : ''
    const lastmod = dates[slug] ? `<lastmod>${dates[slug]}</lastmod>` : ''
    return `  <url><loc>${escapeXml(server.siteUrl + (path === '/' ? '/' : path))}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
