import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { defaultPersona } from '../../core/persona.ts'
import { compileContent, type MarkdownFiles } from '../content/compileContent.ts'
import { articleMeta, pageMeta, type SiteContent } from '../content/types.ts'

const contentDir = resolve(import.meta.dirname, '../content')
const contentModule = join(contentDir, 'content.ts')
const chunkPrefix = 'virtual:site-content/'

/**
 * Compiles site/content/*.md at build time and serves site/content/content.ts's exports from the result: the
 * indexes inline, each article and page as its own lazily imported chunk of HTML. The bundles carry no gray-matter
 * or marked. The module's own source does the same work at run time for unit tests.
 */
export function precompiledContent(): Plugin {
  let compiled: SiteContent | undefined
  return {
    name: 'site:precompiled-content',
    enforce: 'pre',
    buildStart() {
      compiled = undefined
    },
    watchChange(id) {
      if (id.startsWith(contentDir)) compiled = undefined
    },
    resolveId(id) {
      return id.startsWith(chunkPrefix) ? `\0${id}` : null
    },
    load(id) {
      if (id.split('?')[0] === contentModule) {
        compiled ??= compileAll((file) => this.addWatchFile(file))
        return indexModule(compiled)
      }
      if (!id.startsWith(`\0${chunkPrefix}`)) return null
      compiled ??= compileAll((file) => this.addWatchFile(file))
      const [kind, name] = id.slice(chunkPrefix.length + 1).split('/')
      const item =
        kind === 'article'
          ? compiled.articles.find((article) => article.slug === name)
          : compiled.pages[name as never]
      if (!item) throw new Error(`Unknown content chunk ${id.slice(1)}`)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(item))})\n`
    },
  }
}

function indexModule(content: SiteContent): string {
  const pageIndex = Object.fromEntries(
    Object.entries(content.pages).map(([name, page]) => [name, pageMeta(page)]),
  )
  const chunk = (kind: string, name: string) =>
    `${JSON.stringify(name)}: () => import(${JSON.stringify(`${chunkPrefix}${kind}/${name}`)})`
  return [
    `export const articleIndex = JSON.parse(${JSON.stringify(JSON.stringify(content.articles.map(articleMeta)))})`,
    `export const pageIndex = JSON.parse(${JSON.stringify(JSON.stringify(pageIndex))})`,
    `const articles = { ${content.articles.map((article) => chunk('article', article.slug)).join(', ')} }`,
    `const pages = { ${Object.keys(content.pages)
      .map((name) => chunk('page', name))
      .join(', ')} }`,
    'export async function loadArticle(slug) { return Object.hasOwn(articles, slug) ? (await articles[slug]()).default : undefined }',
    'export async function loadPage(name) { return (await pages[name]()).default }',
    '',
  ].join('\n')
}

function compileAll(watch: (file: string) => void): SiteContent {
  return compileContent(readMarkdown('articles', watch), readMarkdown('pages', watch), defaultPersona)
}

function readMarkdown(folder: string, watch: (file: string) => void): MarkdownFiles {
  const dir = join(contentDir, folder)
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        watch(join(dir, name))
        return [`./${folder}/${name}`, readFileSync(join(dir, name), 'utf8')]
      }),
  )
}
