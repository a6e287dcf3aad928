import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Prose } from '../../components/Prose/Prose.tsx'
import { pageSeo, Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import { pages } from '../../content/content.ts'
import type { PageName } from '../../content/types.ts'
import { paths, type PageEntry } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import * as styles from './ContentPage.css.ts'

export interface ContentPageProps {
  entry: PageEntry
  name: Exclude<PageName, 'faq'>
  /** Content drawn from data rather than Markdown, shown at the end of the section with that id. */
  sectionExtras?: Readonly<Record<string, ReactNode>>
}

/** A page written in Markdown (about, terms, privacy, safety): its title, intro and `##` sections. */
export function ContentPage({ entry, name, sectionExtras = {} }: ContentPageProps) {
  const page = pages[name]
  return (
    <article className={readingColumn}>
      <Seo {...pageSeo(entry)} />
      <h1>{page.title}</h1>
      {page.introHtml && <Prose html={page.introHtml} />}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id}>{section.heading}</h2>
          <Prose html={section.html} />
          {sectionExtras[section.id]}
        </section>
      ))}
      {name === 'about' && (
        <p className={styles.cta}>
          <Link to={paths.home} className={ctaButton}>
            Chat with {siteConfig.persona.name}
          </Link>
        </p>
      )}
    </article>
  )
}
