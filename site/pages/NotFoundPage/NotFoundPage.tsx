import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import { articleSlugs, paths } from '../../paths.ts'
import { ctaButton, readingColumn } from '../../theme/layout.css.ts'

/** Any path the route table does not know (prerendered to 404.html; the server answers it with status 404). */
export function NotFoundPage() {
  const [latest] = articleSlugs
  return (
    <section className={readingColumn}>
      <Seo {...paths.notFound} />
      <h1>Page not found</h1>
      <p>
        Sorry, there is nothing at this address. It may have moved, or the link may be mistyped.{' '}
        {siteConfig.persona.name} is still here, though.
      </p>
      <p>
        <Link to={paths.home.path} className={ctaButton}>
          Chat with {siteConfig.persona.name}
        </Link>
      </p>
      <p>
        Or read <Link to={paths.about.path}>about AI girlfriends</Link>
        {latest && (
          <>
            {' '}
            and the <Link to={paths.blog(latest)}>blog</Link>
          </>
        )}
        .
      </p>
    </section>
  )
}
