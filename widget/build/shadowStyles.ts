import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * Puts vanilla-extract's CSS into the widget's shadow roots instead of the document: each
 * `import "….vanilla.css"` the vanilla-extract plugin emits becomes an `?inline` import whose text is
 * registered with styles/styleRegistry.ts. Add it after `vanillaExtractPlugin()` in any Vite build
 * that bundles the widget's source.
 */
export function shadowStyles(options: { registry?: string } = {}): Plugin {
  const registry = options.registry ?? fileURLToPath(new URL('../styles/styleRegistry.ts', import.meta.url))
  let root = process.cwd()
  return {
    name: 'companion-chat:shadow-styles',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    transform(code, id) {
      const [file = ''] = id.split('?')
      if (!file.endsWith('.css.ts')) return null
      const rewritten = rewriteCssImports(code, registry, (cssId) => styleKey(root, cssId))
      return rewritten === null ? null : { code: rewritten, map: null }
    },
  }
}

const vanillaCssImport = /^\s*import\s+(["'])([^"'\n]+\.vanilla\.css)(\?[^"'\n]*)?\1;?\s*$/gm

/** The module's code with its CSS imports turned into registrations, or null when it has none. */
export function rewriteCssImports(
  code: string,
  registry: string,
  keyOf: (cssId: string) => string,
): string | null {
  const registrations: string[] = []
  const rewritten = code.replace(vanillaCssImport, (_line, _quote: string, cssId: string, query?: string) => {
    const name = `__companionCss${registrations.length}`
    const inline = query ? `${query}&inline` : '?inline'
    registrations.push(`registerStyles(${JSON.stringify(keyOf(cssId))}, ${name})`)
    return `import ${name} from ${JSON.stringify(cssId + inline)}`
  })
  if (registrations.length === 0) return null
  const header = `import { registerStyles } from ${JSON.stringify(registry)}`
  return [header, rewritten, ...registrations].join('\n')
}

/** A short, stable key: the file's path relative to the project, hashed so no local path ships. */
export function styleKey(root: string, cssId: string): string {
  const relative = path.relative(root, cssId).split(path.sep).join('/')
  return createHash('sha256').update(relative).digest('base64url').slice(0, 8)
}
