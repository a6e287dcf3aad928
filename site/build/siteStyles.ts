import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

const siteDir = resolve(import.meta.dirname, '..')
const moduleId = 'virtual:site-styles'

/**
 * `import 'virtual:site-styles'` imports every stylesheet module of the site (`*.css.ts`) for its CSS alone. The
 * components render only on the server, so the browser bundle would otherwise carry none of their styles; found
 * from the files, a new component's styles need no list.
 */
export function siteStyles(): Plugin {
  return {
    name: 'site:styles',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null
      return stylesheetModules(siteDir)
        .map((file) => `import ${JSON.stringify(`/${relative(siteDir, file)}`)}`)
        .join('\n')
    },
  }
}

export function stylesheetModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => join(dir, file))
    .sort()
}
