import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { compile } from 'tailwindcss'

const require = createRequire(import.meta.url)

/**
 * Stylesheets of real CSS frameworks, taken from their npm packages, for partner pages that look like
 * the sites partners build: keyed by the path the partner server serves them under.
 */
export async function frameworkCss(): Promise<Map<string, string>> {
  return new Map([
    [
      '/vendor/bootstrap.css',
      await readFile(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
    ],
    ['/vendor/tailwind.css', await tailwindCss()],
  ])
}

/** What a Tailwind site ships: its theme and preflight, plus the utilities the test pages use. */
async function tailwindCss(): Promise<string> {
  const root = path.dirname(require.resolve('tailwindcss/package.json'))
  const compiler = await compile('@import "tailwindcss";', {
    base: root,
    loadStylesheet: async (id: string, base: string) => {
      const file = id === 'tailwindcss' ? path.join(root, 'index.css') : path.resolve(base, id)
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') }
    },
  })
  return compiler.build(['mx-auto', 'max-w-3xl', 'p-6', 'text-3xl', 'font-bold', 'text-slate-700', 'mb-4'])
}
