import { Outlet } from 'react-router-dom'
import { Footer } from '../Footer/Footer.tsx'
import { Header } from '../Header/Header.tsx'
import * as styles from './Layout.css.ts'

/** The shared page frame: every route renders inside it. */
export function Layout() {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
