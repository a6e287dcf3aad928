import { Outlet, useLocation } from 'react-router-dom'
import { paths } from '../../paths.ts'
import { Footer } from '../Footer/Footer.tsx'
import { Header } from '../Header/Header.tsx'
import * as styles from './Layout.css.ts'

/** The shared page frame: every route renders inside it. */
export function Layout() {
  const onChat = useLocation().pathname === paths.home
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className={onChat ? `${styles.main} ${styles.chatPageMain}` : styles.main}
      >
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
