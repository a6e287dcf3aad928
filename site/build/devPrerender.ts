import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { UNSET_ORIGIN } from '../../core/publicOrigin.ts'

interface ServerEntry {
  render(path: string): Promise<{ head: string; body: string; status: number }>
}

/**
 * The dev server answers page requests the way the build does: the page rendered on the server into the
 * template, then the browser script. A change to any module reloads the page.
 */
export function devPrerender(): Plugin {
  return {
    name: 'site:dev-prerender',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? '/'
          const path = url.split('?')[0] ?? '/'
          if (
            request.method !== 'GET' ||
            !request.headers.accept?.includes('text/html') ||
            path.includes('.')
          )
            return next()
          void (async () => {
            const template = readFileSync(resolve(server.config.root, 'index.html'), 'utf8')
            const html = await server.transformIndexHtml(url, template)
            const entry = (await server.ssrLoadModule('/entry-server.tsx')) as ServerEntry
            const page = await entry.render(path)
            response.statusCode = page.status
            response.setHeader('content-type', 'text/html; charset=utf-8')
            const filled = html.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.body)
            // As the server does for a build without PUBLIC_URL: this request's origin in the head tags.
            response.end(filled.replaceAll(UNSET_ORIGIN, `http://${request.headers.host ?? 'localhost'}`))
          })().catch(next)
        })
      }
    },
    hotUpdate({ server }) {
      server.ws.send({ type: 'full-reload' })
    },
  }
}
