import { Link } from 'react-router-dom'
import { Prose } from '../../components/Prose/Prose.tsx'
import { pageSeo, Seo } from '../../components/Seo/Seo.tsx'
import { absoluteUrl } from '../../components/Seo/absoluteUrl.ts'
import { siteConfig } from '../../config/site.ts'
import { articles, findArticle } from '../../content/content.ts'
import type { Article, ArticleMeta } from '../../content/types.ts'
import { paths, type PageEntry } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.tsx'
import * as styles from './ArticlePage.css.ts'

const RELATED_COUNT = 3
const { persona } = siteConfig

/** One blog article. */
export function ArticlePage({ entry, slug }: { entry: PageEntry; slug: string }) {
  const article = findArticle(slug)
  if (!article) return <NotFoundPage />
  const seo = pageSeo(entry)
  return (
    <article className={readingColumn}>
      <Seo
        {...seo}
        type="article"
        publishedTime={article.date}
        jsonLd={blogPostingJsonLd(article, entry.path, seo.image?.src)}
      />
      <header className={styles.header}>
        <h1>{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          {` · ${article.readingMinutes} min read · by `}
          <Link to={paths.bio}>{persona.name}</Link>
        </p>
      </header>
      <Prose html={article.html} className={styles.body} />
      <aside className={styles.chatBox} aria-labelledby="article-chat">
        <h2 id="article-chat">Want to talk about it?</h2>
        <p>{persona.name} is online now. It&apos;s free, and there&apos;s nothing to sign up for.</p>
        <Link to={paths.home} className={ctaButton}>
          Chat with {persona.name}
        </Link>
      </aside>
      <nav aria-labelledby="related-articles" className={styles.related}>
        <h2 id="related-articles">Keep reading</h2>
        <ul className={styles.relatedList}>
          {relatedArticles(article.slug).map((related) => (
            <li key={related.slug}>
              <Link to={paths.article(related.slug)}>{related.title}</Link>
              <p>{related.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}

/** The next few articles in the blog's order, wrapping around. */
export function relatedArticles(slug: string): ArticleMeta[] {
  const start = articles.findIndex((article) => article.slug === slug)
  return Array.from({ length: RELATED_COUNT }, (_, i) => articles[(start + 1 + i) % articles.length]).filter(
    (related): related is Article => related !== undefined && related.slug !== slug,
  )
}

/** An article's date as readers see it: November 25, 2026. */
export function formatArticleDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

function blogPostingJsonLd(article: Article, path: string, image = ''): Record<string, unknown> {
  const author = { '@type': 'Person', name: persona.name, url: absoluteUrl(paths.bio) }
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    author,
    publisher: { '@type': 'Organization', name: siteConfig.productName, url: absoluteUrl(paths.home) },
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl(image),
  }
}
