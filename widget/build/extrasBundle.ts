import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type BuildOptions, type Plugin, type PluginOption, type Rollup } from 'vite'
import { SHARED_MODULES } from '../extras/sharedNames.ts'
import { shadowStyles } from './shadowStyles.ts'

const FILE_MODULE = 'virtual:companion-chat-extras-file'
const RESOLVED_FILE_MODULE = `\0${FILE_MODULE}`
const entry = fileURLToPath(new URL('../extras/extras.ts', import.meta.url))
const loader = fileURLToPath(new URL('../extras/loadExtras.ts', import.meta.url))
const scriptLoader = fileURLToPath(new URL('../extras/loadExtras.script.ts', import.meta.url))

/**
 * The script-tag build's second file: extras/extras.ts (what the chat needs only on demand) as its own
 * IIFE, `widget-extras.<hash>.js`, built first so widget.js can name it. The extras bundle leaves out Preact,
 * the JSX runtime and the style registry and reads them from `CompanionChatWidget.shared` (extras/shared.ts);
 * the build fails if it imports a module widget.js does not lend. In widget.js, loadExtras.ts becomes
 * loadExtras.script.ts, which adds that script on first use.
 */
/** `styles`: the vanilla-extract plugin for it; `define` and `minify`: as widget.js's own build has them. */
export interface ExtrasOptions {
  styles: PluginOption
  define: Record<string, string>
  minify: Pick<BuildOptions, 'minify' | 'terserOptions'>
}

export function extrasBundle(options: ExtrasOptions): Plugin {
  let fileName = ''
  let code = ''
  let outDir = ''
  let previous: ExtrasFile | undefined
  return {
    name: 'companion-chat:extras-bundle',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async buildStart() {
      // Read before the build empties the folder: pages may still run the widget.js cached before this deploy.
      previous = deployedExtras(outDir)
      const chunk = await buildExtras(options)
      checkSharedModules(chunk)
      code = chunk.code
      fileName = `widget-extras.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`
    },
    async resolveId(source, importer) {
      if (source === FILE_MODULE) return RESOLVED_FILE_MODULE
      if (!importer || !source.endsWith('/loadExtras.ts')) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved?.id === loader ? scriptLoader : null
    },
    load(id) {
      return id === RESOLVED_FILE_MODULE ? `export default ${JSON.stringify(fileName)}` : null
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code })
      if (previous && previous.fileName !== fileName) this.emitFile({ type: 'asset', ...previous })
    },
  }
}

export interface ExtrasFile {
  fileName: string
  source: string
}

const EXTRAS_NAME = /widget-extras\.[0-9a-f]{10}\.js/

/**
 * The extras file that the widget.js already in `outDir` names, if both are there. widget.js is cached for
 * minutes; a page that still runs the previous one must find the extras it names after a new build, so the
 * build writes that file again beside the new one (one deploy back, no more).
 */
export function deployedExtras(outDir: string): ExtrasFile | undefined {
  const script = join(outDir, 'widget.js')
  if (!existsSync(script)) return undefined
  const fileName = EXTRAS_NAME.exec(readFileSync(script, 'utf8'))?.[0]
  if (!fileName || !existsSync(join(outDir, fileName))) return undefined
  return { fileName, source: readFileSync(join(outDir, fileName), 'utf8') }
}

/** The global each left-out module is read from, by import id (the registry by its path). */
function sharedGlobal(id: string): string | undefined {
  for (const [name, { module }] of Object.entries(SHARED_MODULES)) {
    if (id === module || (module.startsWith('/') && id.endsWith(module)))
      return `CompanionChatWidget.shared.${name}`
  }
  return undefined
}

async function buildExtras(options: ExtrasOptions): Promise<Rollup.OutputChunk> {
  const result = (await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [options.styles, shadowStyles()],
    define: options.define,
    build: {
      write: false,
      ...options.minify,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: {
        entry,
        name: 'CompanionChatWidgetExtras',
        formats: ['iife'],
        fileName: () => 'widget-extras.js',
      },
      rollupOptions: {
        // As in the main build: the timing report only says the machine was busy.
        checks: { bundlerTimings: false },
        external: (id) => sharedGlobal(id) !== undefined,
        output: { globals: (id) => sharedGlobal(id) ?? id },
      },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const output = Array.isArray(result) ? result[0] : result
  const chunk = output?.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk')
  if (!chunk) throw new Error('extras bundle: no output')
  return chunk
}

/** The extras must import nothing but what widget.js lends (their names are checked by extras/shared.test.ts). */
function checkSharedModules(chunk: Rollup.OutputChunk): void {
  const foreign = chunk.imports.filter((id) => sharedGlobal(id) === undefined)
  if (foreign.length > 0)
    throw new Error(`extras bundle imports ${foreign.join(', ')}, which widget.js does not lend`)
}
