import { defineConfig } from 'vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { devApiUrl } from './widget/build/devApiUrl.ts'
import { elementTypes } from './widget/build/elementTypes.ts'
import { extrasBundle } from './widget/build/extrasBundle.ts'
import { localeFiles } from './widget/build/localeFiles.ts'
import { r2wcReact } from './widget/build/r2wcReact.ts'
import { shadowStyles } from './widget/build/shadowStyles.ts'

/**
 * `vite build`: the script-tag bundle, one file dist/widget/widget.js, on Preact's React-compatible
 * layer to stay small. `vite` (dev): the sandbox page at /widget/sandbox/ with real React and hot reload.
 */
// A classic script has no import.meta; web.ts reads document.currentScript there.
const scriptDefines = { 'process.env.NODE_ENV': JSON.stringify('production'), 'import.meta.url': 'undefined' }
// terser (three passes): about 0.55 KB less gzip in widget.js than the default minifier.
const minify = { minify: 'terser', terserOptions: { ecma: 2020, compress: { passes: 3 } } } as const

export default defineConfig(({ command }) => ({
  plugins: [
    vanillaExtractPlugin(),
    shadowStyles(),
    localeFiles(),
    ...(command === 'serve'
      ? [react()]
      : [
          r2wcReact(),
          elementTypes(),
          extrasBundle({ styles: vanillaExtractPlugin(), define: scriptDefines, minify }),
        ]),
  ],
  define: command === 'build' ? scriptDefines : {},
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    open: '/widget/sandbox/',
    proxy: { '/api': devApiUrl(), '/images': devApiUrl() },
  },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    cssCodeSplit: false,
    ...minify,
    // The timing report only says the machine was busy (terser and vanilla-extract are slow by nature): noise on every start.
    rolldownOptions: { checks: { bundlerTimings: false } },
    lib: {
      entry: 'widget/web.ts',
      name: 'CompanionChatWidget',
      formats: ['iife'],
      fileName: () => 'widget.js',
    },
  },
}))
