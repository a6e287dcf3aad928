import { createHash } from 'node:crypto'
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
  return {
    name: 'companion-chat:extras-bundle',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
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
    },
  }
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
