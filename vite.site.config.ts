import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { publicOrigin } from './core/publicOrigin.ts'
import { devPrerender } from './site/build/devPrerender.ts'
import { personaImages } from './site/build/personaImages.ts'
import { siteStyles } from './site/build/siteStyles.ts'
import { devApiUrl } from './widget/build/devApiUrl.ts'
import { shadowStyles } from './widget/build/shadowStyles.ts'

const widgetDir = fileURLToPath(new URL('./widget/', import.meta.url))

/**
 * The content site. React renders the pages on the server only (the SSR build, prerendered by
 * scripts/build-site.ts; the dev server renders per request). The browser bundle is site/entry-client.ts: page
 * views, analytics and, on pages with the chat, the widget, built on Preact's React-compatible layer like the
 * script-tag widget. Its script tag keeps the browser's default fetch priority: a module never blocks parsing, and
 * it usually runs in the task that lays out the first screen, so a lowered priority only makes Lighthouse's
 * simulation count that task as blocking time after the first paint.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'site',
  publicDir: 'public',
  define: {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.PUBLIC_URL': JSON.stringify(publicOrigin(process.env).origin ?? ''),
  },
  plugins: [
    siteStyles(),
    vanillaExtractPlugin(),
    onlyFor(widgetDir, shadowStyles()),
    react(),
    devPrerender(),
    personaImages(),
  ],
  resolve: { alias: command === 'build' && !isSsrBuild ? preactCompat : [] },
  server: { host: '127.0.0.1', proxy: { '/api': devApiUrl() } },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The timing report only says the machine was busy (terser and vanilla-extract are slow by nature): noise on every start.
    rolldownOptions: { checks: { bundlerTimings: false } },
    // Every browser the target admits supports <link rel="modulepreload">: no polyfill in each page's script.
    modulePreload: { polyfill: false },
  },
}))

const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/** The widget's own styles go into its shadow root; the site's stay in the page's stylesheet. */
function onlyFor(dir: string, plugin: Plugin): Plugin {
  const transform = plugin.transform
  if (typeof transform !== 'function') return plugin
  return {
    ...plugin,
    transform(code, id, options) {
      return id.startsWith(dir) ? transform.call(this, code, id, options) : null
    },
  }
}
