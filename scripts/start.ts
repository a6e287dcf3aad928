/**
 * `npm start`: builds the widget and the site when they are missing or older than their sources, then
 * replaces this process with the proxy, started with the runtime settings of proxy/runtime.ts (same PID, so
 * signals from a supervisor reach the server). Without any configuration that serves the whole product on
 * :8787 with the offline persona.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publicOrigin } from '../core/publicOrigin.ts'
import { runtimeArgs, runtimeEnv } from '../proxy/runtime.ts'
import { BUILD_STAMP, buildState } from './buildState.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const state = buildState(root, publicOrigin(process.env).origin)

if (state.action === 'skip') console.warn(`Skipping the build: ${state.reason}. Serving what exists.`)
if (state.action === 'build') {
  console.warn(`Building first: ${state.reason}.`)
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed; not starting.')
    process.exit(build.status ?? 1)
  }
  mkdirSync(join(root, 'dist'), { recursive: true })
  writeFileSync(join(root, BUILD_STAMP), `${new Date().toISOString()}\n`)
}

process.chdir(root)
const args = runtimeArgs('proxy/server.ts', process.execArgv)
process.execve?.(process.execPath, [process.execPath, ...args], runtimeEnv())
// Where a process cannot replace itself (Windows), the proxy runs here, without the runtime settings.
const { main } = await import('../proxy/server.ts')
await main()
