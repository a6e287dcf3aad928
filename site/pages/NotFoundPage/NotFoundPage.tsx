import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import { articleSlugs, findArticle, paths } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import * as styles from './NotFoundPage.css.ts'

const SUGGESTED_ARTICLES = 3

/** Any path the route table does not know (prerendered to 404.html; the server answers it with status 404). */
export function NotFoundPage() {
  const { name } = siteConfig.persona
  return (
    <section className={readingColumn}>
      <Seo {...paths.notFound} />
      <h1>Page not found</h1>
      <p>
        Sorry, there is nothing at this address. It may have moved, or the link may be mistyped.{' '}
        {`${name} is still`} here, though.
      </p>
      <p>
        <Link to={paths.home.path} className={ctaButton}>
          {`Chat with ${name}`}
        </Link>
      </p>
      <h2 className={styles.heading}>Or read something</h2>
      <ul>
        <li>
          <Link to={paths.about.path}>About AI Girlfriends</Link>
        </li>
        {articleSlugs.slice(0, SUGGESTED_ARTICLES).map((slug) => (
          <li key={slug}>
            <Link to={paths.blog(slug)}>{findArticle(slug)?.title ?? slug}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
