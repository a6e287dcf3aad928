import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { externalLinks } from '../../config/links.ts'
import { siteConfig } from '../../config/site.ts'
import { scrollToTop } from '../../browser/scrollToTop.ts'
import { articleSlugs, findArticle, paths } from '../../paths.ts'
import { ExternalLink } from '../ExternalLink/ExternalLink.tsx'
import { useCurrentYear } from './useCurrentYear.ts'
import * as styles from './Footer.css.ts'

const { name } = siteConfig.persona

/** Three link columns, the copyright line and the partner links; any link click starts the next page at the top. */
export function Footer() {
  const year = useCurrentYear()
  return (
    <footer className={styles.footer} onClick={scrollOnLinkClick}>
      <div className={styles.columns}>
        <FooterColumn id="footer-navigation" title="Navigation">
          <Link to={paths.home.path}>Chat with {name}</Link>
          <Link to={paths.bio.path}>{name}&apos;s Bio</Link>
          <Link to={paths.about.path}>About AI Girlfriends</Link>
        </FooterColumn>
        <FooterColumn id="footer-articles" title="Blog Articles">
          {articleSlugs.map((slug) => (
            <Link key={slug} to={paths.blog(slug)}>
              {findArticle(slug)?.title ?? slug}
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-legal" title="Legal">
          <Link to={paths.terms.path}>Terms</Link>
          <Link to={paths.privacy.path}>Privacy</Link>
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} {siteConfig.productName}. All rights reserved.
        </p>
        <ul className={styles.partners} aria-label="Partner sites">
          {externalLinks.footer.map((link) => (
            <li key={link.href}>
              <ExternalLink link={link} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  )
}

function scrollOnLinkClick(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest('a')) scrollToTop()
}
