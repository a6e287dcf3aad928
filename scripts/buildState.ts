import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export type BuildState =
  { action: 'build'; reason: string } | { action: 'skip'; reason: string } | { action: 'none' }

const SOURCE_DIRS = ['core', 'widget', 'site']
const BUILD_INPUTS = ['vite.widget.config.ts', 'vite.site.config.ts', 'scripts/build-site.ts']
export const BUILD_STAMP = 'dist/.build-stamp'

/** Whether `npm start` must build first: an output is missing, or a source is newer than the last build. */
export function buildState(root: string): BuildState {
  const missingInputs = BUILD_INPUTS.filter((file) => !existsSync(join(root, file)))
  const outputs = ['dist/widget/widget.js', 'dist/site/index.html']
  const missingOutput = outputs.find((file) => !existsSync(join(root, file)))
  const stale = newestSource(root) > mtime(join(root, BUILD_STAMP))
  if (!missingOutput && !stale) return { action: 'none' }
  if (missingInputs.length > 0) {
    return { action: 'skip', reason: `the build is not set up yet (missing ${missingInputs.join(', ')})` }
  }
  return {
    action: 'build',
    reason: missingOutput ? `${missingOutput} is missing` : 'sources changed since the last build',
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
