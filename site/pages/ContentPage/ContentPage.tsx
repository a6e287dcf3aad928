import { Link, useLoaderData } from 'react-router-dom'
import { Prose } from '../../components/Prose/Prose.tsx'
import { Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import type { loaders } from '../../loaders.ts'
import { paths } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import * as styles from './ContentPage.css.ts'

export type ContentPageName = 'about' | 'terms' | 'privacy'

/** A page written in Markdown (about, terms, privacy): its title, intro and `##` sections. */
export function ContentPage({ name }: { name: ContentPageName }) {
  const page = useLoaderData<(typeof loaders)[typeof name]>()
  return (
    <article className={readingColumn}>
      <Seo {...paths[name]} />
      <h1>{page.title}</h1>
      {page.introHtml && <Prose html={page.introHtml} />}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id}>{section.heading}</h2>
          <Prose html={section.html} />
        </section>
      ))}
      {name === 'about' && (
        <p className={styles.cta}>
          <Link to={paths.home.path} className={ctaButton}>
            Chat with {siteConfig.persona.name}
          </Link>
        </p>
      )}
    </article>
  )
}
