import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleIndex, loadArticle, loadPage, pageIndex } from '../content/content.ts'
import { precompiledContent } from './precompiledContent.ts'

const contentModule = resolve(import.meta.dirname, '../content/content.ts')

/** Runs the plugin's load hook the way Vite would. */
function load(id: string): string {
  const plugin = precompiledContent()
  const hook = plugin.load as (this: unknown, id: string) => string | null
  const result = hook.call({ addWatchFile: () => {} }, id)
  if (typeof result !== 'string') throw new Error(`nothing loaded for ${id}`)
  return result
}

/** Reads a generated module's `JSON.parse(...)` export (named, or the default one when `name` is empty). */
function jsonExport(code: string, name: string): unknown {
  const declaration = name ? `export const ${name} = ` : 'export default '
  const match = new RegExp(`${declaration}JSON\\.parse\\((".*")\\)`).exec(code)
  if (!match?.[1]) throw new Error(`no ${name} export`)
  return JSON.parse(JSON.parse(match[1]) as string)
}

describe('precompiledContent', () => {
  it('serves the same indexes as the run-time content module, without any Markdown tooling', () => {
    const code = load(contentModule)
    expect(jsonExport(code, 'articleIndex')).toEqual(articleIndex)
    expect(jsonExport(code, 'pageIndex')).toEqual(pageIndex)
    expect(code).not.toMatch(/marked|gray-matter/)
    expect(code.match(/import\("virtual:site-content\/article\//g)).toHaveLength(articleIndex.length)
  })

  it('serves each article and page as its own chunk of compiled HTML', async () => {
    const article = jsonExport(load('\0virtual:site-content/article/ai-dating-tips'), '')
    expect(article).toEqual(await loadArticle('ai-dating-tips'))
    const faq = jsonExport(load('\0virtual:site-content/page/faq'), '')
    expect(faq).toEqual(await loadPage('faq'))
  })

  it('leaves every other module to Vite', () => {
    const plugin = precompiledContent()
    const hook = plugin.load as (this: unknown, id: string) => unknown
    expect(hook.call({ addWatchFile: () => {} }, resolve(import.meta.dirname, '../paths.ts'))).toBeNull()
  })
})
