import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { BUILT_FOR_FILE } from '../core/publicOrigin.ts'
import { builtFor } from '../proxy/http/siteOrigin.ts'

export type BuildState =
  { action: 'build'; reason: string } | { action: 'skip'; reason: string } | { action: 'none' }

const SOURCE_DIRS = ['core', 'widget', 'site']
const BUILD_INPUTS = ['vite.widget.config.ts', 'vite.site.config.ts', 'scripts/build-site.ts']
export const BUILD_STAMP = 'dist/.build-stamp'

/**
 * Whether `npm start` must build first: an output is missing, a source is newer than the last build, or the
 * site was built for another public origin than `publicUrl` (PUBLIC_URL; undefined: none).
 */
export function buildState(root: string, publicUrl: string | undefined): BuildState {
  const missingInputs = BUILD_INPUTS.filter((file) => !existsSync(join(root, file)))
  const outputs = ['dist/widget/widget.js', 'dist/site/index.html']
  const missingOutput = outputs.find((file) => !existsSync(join(root, file)))
  const stale = newestSource(root) > mtime(join(root, BUILD_STAMP))
  const built = builtFor(join(root, 'dist/site'))
  const moved = built !== (publicUrl ?? null)
  if (!missingOutput && !stale && !moved) return { action: 'none' }
  if (missingInputs.length > 0) {
    return { action: 'skip', reason: `the build is not set up yet (missing ${missingInputs.join(', ')})` }
  }
  return {
    action: 'build',
    reason: missingOutput
      ? `${missingOutput} is missing`
      : stale
        ? 'sources changed since the last build'
        : `the site was built for ${origin(built)}, PUBLIC_URL is ${origin(publicUrl ?? null)}`,
  }
}

function newestSource(root: string): number {
  const configs = readdirSync(root).filter((name) => /^vite\..+\.config\.ts$/.test(name))
  return Math.max(
    0,
    ...configs.map((name) => mtime(join(root, name))),
    ...SOURCE_DIRS.map((dir) => newestIn(join(root, dir))),
  )
}

function newestIn(dir: string): number {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.includes('node_modules')) {
      newest = Math.max(newest, mtime(join(entry.parentPath, entry.name)))
    }
  }
  return newest
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

function origin(url: string | null | undefined): string {
  if (url === undefined) return `an unknown origin (no dist/site/${BUILT_FOR_FILE})`
  return url ?? 'unset'
}
