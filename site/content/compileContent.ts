import matter from 'gray-matter'
import { Marked, type Token, type Tokens } from 'marked'
import { z } from 'zod'
import { CONTACT_EMAIL_SLOT, OPERATOR_NAME_SLOT } from '../../core/operatorContact.ts'
import type { PersonaProfile } from '../../core/persona.ts'
import {
  pageNames,
  type Article,
  type ContentSection,
  type Page,
  type PageName,
  type SiteContent,
} from './types.ts'

/** Markdown file contents keyed by their path (as `import.meta.glob` returns them). */
export type MarkdownFiles = Record<string, string>

const WORDS_PER_MINUTE = 220

/**
 * Turns the writers' Markdown into the HTML the pages render. Runs at build time (see site/build), so no Markdown
 * parser reaches the browser; the output is trusted, build-time HTML.
 */
export function compileContent(
  articleFiles: MarkdownFiles,
  pageFiles: MarkdownFiles,
  persona: PersonaProfile,
): SiteContent {
  const articles = Object.entries(articleFiles)
    .map(([file, raw]) => compileArticle(file, raw, persona))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
  const pages = Object.fromEntries(
    pageNames.map((name) => {
      const entry = Object.entries(pageFiles).find(([file]) => baseName(file) === name)
      if (!entry) throw new Error(`Missing content page: pages/${name}.md`)
      return [name, compilePage(entry[0], entry[1], persona)]
    }),
  ) as Record<PageName, Page>
  return { articles, pages }
}

export function compileArticle(file: string, raw: string, persona: PersonaProfile): Article {
  const { data, body } = parseFile(file, raw, persona)
  const meta = parseWith(articleFrontMatter, data, file)
  if (meta.slug !== baseName(file)) throw new Error(`${file}: slug '${meta.slug}' must match the file name`)
  return { ...meta, readingMinutes: readingMinutes(body), html: markdown.parse(body, { async: false }) }
}

export function compilePage(file: string, raw: string, persona: PersonaProfile): Page {
  const { data, body } = parseFile(file, raw, persona)
  const meta = parseWith(pageFrontMatter, data, file)
  const intro: Token[] = []
  const sections: { heading: Tokens.Heading; tokens: Token[] }[] = []
  for (const token of markdown.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2)
      sections.push({ heading: token as Tokens.Heading, tokens: [] })
    else (sections.at(-1)?.tokens ?? intro).push(token)
  }
  return {
    ...meta,
    introHtml: renderTokens(intro),
    sections: sections.map(({ heading, tokens }): ContentSection => {
      const text = plainText(heading.tokens)
      return { heading: text, id: slugify(text), html: renderTokens(tokens) }
    }),
  }
}

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

export function fillPlaceholders(text: string, persona: PersonaProfile): string {
  const values: Record<string, string> = {
    name: persona.name,
    age: String(persona.age),
    location: persona.location,
    occupation: persona.occupation,
    operator: OPERATOR_NAME_SLOT,
    contact: CONTACT_EMAIL_SLOT,
  }
  return text.replace(
    /\{(name|age|location|occupation|operator|contact)\}/g,
    (_, key: string) => values[key] ?? '',
  )
}

const isoDate = z.union([
  z.date().transform((date) => date.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' }),
])
const pageFrontMatter = z.object({ title: z.string().min(1), description: z.string().min(1) })
const articleFrontMatter = pageFrontMatter.extend({ slug: z.string().regex(/^[a-z0-9-]+$/), date: isoDate })

const markdown = new Marked({
  gfm: true,
  renderer: {
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens)
      const titleAttr = title ? ` title="${escapeAttribute(title)}"` : ''
      const external = /^https?:\/\//.test(href) ? ' target="_blank" rel="noopener noreferrer"' : ''
      return `<a href="${escapeAttribute(href)}"${titleAttr}${external}>${text}</a>`
    },
  },
})

function parseFile(file: string, raw: string, persona: PersonaProfile): { data: unknown; body: string } {
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(fillPlaceholders(raw, persona))
  } catch (error) {
    throw new Error(`${file}: unreadable front matter (quote values that contain ': ')`, { cause: error })
  }
  if (!parsed.content.trim()) throw new Error(`${file}: empty body`)
  return { data: parsed.data, body: parsed.content }
}

function parseWith<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(`${file}: bad front matter: ${z.prettifyError(result.error)}`)
  return result.data
}

function renderTokens(tokens: Token[]): string {
  return markdown.parser(tokens)
}

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) =>
      'tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? token.text : '',
    )
    .join('')
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function baseName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.md$/, '')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
