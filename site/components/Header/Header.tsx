import { Link, useLocation } from 'react-router-dom'
import { externalLinks } from '../../config/links.ts'
import { siteConfig } from '../../config/site.ts'
import { paths } from '../../paths.ts'
import { ExternalLink } from '../ExternalLink/ExternalLink.tsx'
import { HeartLogo } from '../HeartLogo/HeartLogo.tsx'
import * as styles from './Header.css.ts'

/** The fixed header (on the chat page of a phone, one row that scrolls away); 'Chat Now' shows except on the chat. */
export function Header() {
  const { pathname } = useLocation()
  const onChat = pathname === paths.home
  return (
    <header className={onChat ? `${styles.header} ${styles.chatPageHeader}` : styles.header}>
      <div className={styles.inner}>
        <Link to={paths.bio} className={styles.brand}>
          <HeartLogo className={styles.logo} />
          <span>{siteConfig.persona.name}</span>
        </Link>
        <nav aria-label="Partner sites" className={styles.partners}>
          {externalLinks.header.map((link) => (
            <ExternalLink key={link.href} link={link} className={styles.partnerLink} />
          ))}
        </nav>
        {!onChat && (
          <Link to={paths.home} className={styles.chatNow}>
            Chat Now
          </Link>
        )}
      </div>
    </header>
  )
}
