import * as styles from './Prose.css.ts'

/**
 * Renders HTML compiled from the site's own Markdown at build time (site/content). Never pass it anything a
 * visitor or a model wrote: that is text and goes through React's escaping.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
