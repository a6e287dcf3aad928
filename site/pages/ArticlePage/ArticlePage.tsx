import { Link, useLoaderData } from 'react-router-dom'
import { Prose } from '../../components/Prose/Prose.tsx'
import { Seo } from '../../components/Seo/Seo.tsx'
import { absoluteUrl } from '../../components/Seo/absoluteUrl.ts'
import { siteConfig } from '../../config/site.ts'
import type { Article } from '../../content/types.ts'
import type { loaders } from '../../loaders.ts'
import {
  articleSlugs,
  articleTitle,
  findArticle,
  isArticleSlug,
  paths,
  type ArticleSlug,
} from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.tsx'
import * as styles from './ArticlePage.css.ts'

const RELATED_COUNT = 3
const { persona } = siteConfig

/** One blog article; an unknown slug is a not-found page. */
export function ArticlePage() {
  const article = useLoaderData<typeof loaders.article>()
  if (!article || !isArticleSlug(article.slug)) return <NotFoundPage />
  const path = paths.blog(article.slug)
  return (
    <article className={readingColumn}>
      <Seo
        title={articleTitle(article.title)}
        description={article.description}
        path={path}
        type="article"
        jsonLd={blogPostingJsonLd(article, path)}
      />
      <header className={styles.header}>
        <h1>{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {` · ${article.readingMinutes} min read · by `}
          <Link to={paths.bio.path}>{persona.name}</Link>
        </p>
      </header>
      <Prose html={article.html} className={styles.body} />
      <aside className={styles.chatBox} aria-labelledby="article-chat">
        <h2 id="article-chat">Want to talk about it?</h2>
        <p>{persona.name} is online now. It&apos;s free, and there&apos;s nothing to sign up for.</p>
        <Link to={paths.home.path} className={ctaButton}>
          Chat with {persona.name}
        </Link>
      </aside>
      <nav aria-labelledby="related-articles" className={styles.related}>
        <h2 id="related-articles">Keep reading</h2>
        <ul className={styles.relatedList}>
          {relatedArticles(article.slug).map((related) => (
            <li key={related.slug}>
              <Link to={paths.blog(related.slug)}>{related.title}</Link>
              <p>{related.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}

/** The next few articles in the blog's order, wrapping around. */
export function relatedArticles(
  slug: ArticleSlug,
): { slug: ArticleSlug; title: string; description: string }[] {
  const start = articleSlugs.indexOf(slug)
  return Array.from({ length: RELATED_COUNT }, (_, i) => articleSlugs[(start + 1 + i) % articleSlugs.length])
    .filter((related): related is ArticleSlug => related !== undefined && related !== slug)
    .flatMap((related) => {
      const meta = findArticle(related)
      return meta ? [{ slug: related, title: meta.title, description: meta.description }] : []
    })
}

function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

function blogPostingJsonLd(article: Article, path: string): Record<string, unknown> {
  const author = { '@type': 'Person', name: persona.name, url: absoluteUrl(paths.bio.path) }
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    author,
    publisher: { '@type': 'Organization', name: siteConfig.productName, url: absoluteUrl(paths.home.path) },
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl(siteConfig.socialImage.src),
  }
}
