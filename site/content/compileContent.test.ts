import { describe, expect, it } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import { compileArticle, compilePage, readingMinutes } from './compileContent.ts'

const article = `---
slug: sample
title: A Sample
description: About {name}, {age}, from {location}.
date: 2026-05-02
---

Hi, I'm {name}, a {occupation}.

## First **steps**

- one
- two

> "It helped."
>
> — Jake, 29

See [DB-IP](https://db-ip.com) and [the bio](/bio).
`

describe('compileArticle', () => {
  it('fills persona placeholders and renders the Markdown', () => {
    const compiled = compileArticle('./articles/sample.md', article, defaultPersona)
    expect(compiled).toMatchObject({
      slug: 'sample',
      title: 'A Sample',
      date: '2026-05-02',
      readingMinutes: 1,
    })
    expect(compiled.description).toBe('About Mia, 24, from Los Angeles, CA.')
    expect(compiled.html).toContain('<p>Hi, I&#39;m Mia, a Fitness model and personal trainer.</p>')
    expect(compiled.html).toContain('<li>one</li>')
    expect(compiled.html).toMatch(/<blockquote>[\s\S]*— Jake, 29[\s\S]*<\/blockquote>/)
  })

  it('opens external links in a new tab and keeps internal ones in place', () => {
    const { html } = compileArticle('./articles/sample.md', article, defaultPersona)
    expect(html).toContain('<a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">DB-IP</a>')
    expect(html).toContain('<a href="/bio">the bio</a>')
  })

  it('names the file when the front matter is wrong', () => {
    expect(() => compileArticle('./articles/other.md', article, defaultPersona)).toThrow(/other\.md.*slug/)
    const broken = article.replace('description: About', 'description: About: colon')
    expect(() => compileArticle('./articles/sample.md', broken, defaultPersona)).toThrow(/sample\.md/)
    expect(() =>
      compileArticle('./articles/sample.md', article.replace('2026-05-02', 'May 2'), defaultPersona),
    ).toThrow(/YYYY-MM-DD/)
  })
})

describe('compilePage', () => {
  it('splits the body into its ## sections with plain-text headings', () => {
    const page = compilePage('./pages/faq.md', article.replace(/^slug.*\n|^date.*\n/gm, ''), defaultPersona)
    expect(page.introHtml).toContain('Hi, I&#39;m Mia')
    expect(page.sections.map((section) => section.heading)).toEqual(['First steps'])
    expect(page.sections[0]).toMatchObject({ id: 'first-steps' })
    expect(page.sections[0]?.html).toContain('<li>two</li>')
  })
})

describe('readingMinutes', () => {
  it('counts 220 words a minute, rounded up', () => {
    expect(readingMinutes('word '.repeat(220))).toBe(1)
    expect(readingMinutes('word '.repeat(221))).toBe(2)
    expect(readingMinutes('')).toBe(1)
  })
})
