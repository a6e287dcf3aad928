import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import { articles } from '../../content/content.ts'
import { notFoundPage, paths } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import * as styles from './NotFoundPage.css.ts'

const SUGGESTED_ARTICLES = 3

/** Any path the page registry does not know (prerendered to 404.html; the server answers it with status 404). */
export function NotFoundPage() {
  const { name } = siteConfig.persona
  return (
    <section className={readingColumn}>
      <Seo {...notFoundPage} />
      <h1>Page not found</h1>
      <p>
        Sorry, there is nothing at this address. It may have moved, or the link may be mistyped.{' '}
        {`${name} is still`} here, though.
      </p>
      <p>
        <Link to={paths.home} className={ctaButton}>
          {`Chat with ${name}`}
        </Link>
      </p>
      <h2 className={styles.heading}>Or read something</h2>
      <ul>
        <li>
          <Link to={paths.about}>About AI Girlfriends</Link>
        </li>
        {articles.slice(0, SUGGESTED_ARTICLES).map((article) => (
          <li key={article.slug}>
            <Link to={paths.article(article.slug)}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
