import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

const IMAGE = /^[\w-]+\.(?:svg|png|jpe?g|webp|avif)$/
const SRC = /^\/images\/personas\/([a-z0-9-]+)\/([\w.-]+)$/
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The file behind a persona photo's `src`: `/images/personas/<id>/<file>` is `core/personas/<id>/<file>`. */
export function personaImageFile(src: string): string | undefined {
  const [, id, file] = SRC.exec(src) ?? []
  return id && file && IMAGE.test(file) ? resolve('core/personas', id, file) : undefined
}

/**
 * A persona's pictures live in her folder: the client build writes them to `images/personas/<id>/` in
 * dist/site, where the server and any CDN serve the site's files, and the dev server answers the same paths.
 */
export function personaImages(): Plugin {
  return {
    name: 'site:persona-images',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const root = resolve('core/personas')
      for (const entry of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()))
        for (const file of readdirSync(join(root, entry.name)).filter((name) => IMAGE.test(name)))
          this.emitFile({
            type: 'asset',
            fileName: `images/personas/${entry.name}/${file}`,
            source: readFileSync(join(root, entry.name, file)),
          })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = personaImageFile(req.url?.split('?')[0] ?? '')
        if (!file) return next()
        const type = TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'image/jpeg'
        try {
          const body = readFileSync(file)
          res.setHeader('Content-Type', type)
          res.end(body)
        } catch {
          next()
        }
      })
    },
  }
}
