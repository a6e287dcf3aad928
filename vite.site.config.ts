import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { precompiledContent } from './site/build/precompiledContent.ts'
import { shadowStyles } from './widget/build/shadowStyles.ts'

const widgetDir = fileURLToPath(new URL('./widget/', import.meta.url))

/**
 * The content site: `vite` serves it for development (API calls go to a local proxy on :8787); `vite build`
 * writes the client bundle to dist/site, and scripts/build-site.ts adds the SSR build and the prerendered pages.
 */
export default defineConfig({
  root: 'site',
  publicDir: 'public',
  envPrefix: ['VITE_', 'SITE_URL'],
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  plugins: [
    precompiledContent(),
    vanillaExtractPlugin(),
    onlyFor(widgetDir, shadowStyles()),
    react(),
    lowPriorityEntryScript(),
  ],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8787' } },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
})

/**
 * The pages are prerendered, so the app script only adds hydration: a low fetch priority keeps it from competing
 * with the first paint and the hero image.
 */
function lowPriorityEntryScript(): Plugin {
  return {
    name: 'site:low-priority-entry-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" fetchpriority="low" crossorigin src=',
        ),
    },
  }
}

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
