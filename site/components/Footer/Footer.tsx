import { Link } from 'react-router-dom'
import { externalLinks } from '../../config/links.ts'
import { siteConfig } from '../../config/site.ts'
import { pageRegistry, type FooterColumn } from '../../paths.ts'
import { ExternalLink } from '../ExternalLink/ExternalLink.tsx'
import * as styles from './Footer.css.ts'

const columns: { column: FooterColumn; title: string }[] = [
  { column: 'navigation', title: 'Navigation' },
  { column: 'articles', title: 'Blog Articles' },
  { column: 'legal', title: 'Legal' },
]

/**
 * Three link columns from the page registry, the copyright line and the partner links. The year is the build's;
 * the browser shows the current one (site/browser/currentYear.ts), and every link starts the next page at the top.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map(({ column, title }) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`} className={styles.columnTitle}>
              {title}
            </h2>
            <ul className={styles.list}>
              {pageRegistry
                .filter((entry) => entry.footer.column === column)
                .map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path}>{entry.footer.label}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © <span data-current-year="">{buildYear()}</span> {siteConfig.productName}. All rights reserved.
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

function buildYear(): number {
  return Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear()
}
