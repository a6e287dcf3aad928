import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Logger } from '../logger.ts'

/**
 * Warns, naming STATIC_DIR, when it holds no built widget: the server still runs (the API works, and files
 * may come from a CDN), but /widget.js would answer 404 on every partner page.
 */
export function checkStaticDir(staticDir: string, logger: Pick<Logger, 'warn'>): boolean {
  const widget = join(resolve(staticDir), 'widget', 'widget.js')
  if (existsSync(widget)) return true
  logger.warn(
    { staticDir: resolve(staticDir) },
    `STATIC_DIR has no widget/widget.js: /widget.js answers 404 on every partner page and the site is missing (run npm run build, or set STATIC_DIR to the build folder)`,
  )
  return false
}
