import { Link } from 'react-router-dom'
import { pageSeo, Seo } from '../../components/Seo/Seo.tsx'
import { articles } from '../../content/content.ts'
import { paths, type PageEntry } from '../../paths.ts'
import { readingColumn } from '../../theme/layout.css.ts'
import { formatArticleDate } from '../ArticlePage/ArticlePage.tsx'
import * as styles from './BlogPage.css.ts'

/** /blog: every article, newest first, with its date, reading time and description. */
export function BlogPage({ entry }: { entry: PageEntry }) {
  return (
    <section className={readingColumn} aria-labelledby="blog-title">
      <Seo {...pageSeo(entry)} />
      <h1 id="blog-title">Blog</h1>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.slug}>
            <h2 className={styles.title}>
              <Link to={paths.article(article.slug)}>{article.title}</Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              {` · ${article.readingMinutes} min read`}
            </p>
            <p className={styles.description}>{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
