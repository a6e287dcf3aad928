import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { siteConfig } from '../../config/site.ts'
import { paths } from '../../paths.ts'
import { readingColumn } from '../../theme/layout.css.ts'
import * as styles from './ErrorPage.css.ts'

/** The router's fallback when rendering a route throws. */
export function ErrorPage() {
  const error = useRouteError()
  return (
    <section className={readingColumn} role="alert">
      <title>{`Unexpected Application Error! | ${siteConfig.productName}`}</title>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.message}>{errorMessage(error)}</p>
      <p>
        <a href={paths.home}>Back to the chat</a>
      </p>
    </section>
  )
}

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Something went wrong.'
}
