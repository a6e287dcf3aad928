import { createElement } from 'react'
import * as styles from './ChatEmbed.css.ts'

/**
 * The `<companion-chat>` element in a card whose size the page sets, so the prerendered page keeps its layout
 * while the widget upgrades. The page renders only the tag; the browser loads the widget's code where the tag
 * appears (site/browser/islands.ts). Without JavaScript the card says so, and the rest of the site still reads.
 */
export function ChatEmbed({ profileUrl }: { profileUrl: string }) {
  return (
    <div className={styles.frame}>
      {createElement('companion-chat', { 'profile-url': profileUrl })}
      <noscript>
        <p className={styles.noScript}>
          The chat needs JavaScript. Turn it on in your browser to chat; the questions below and the articles
          read without it.
        </p>
      </noscript>
    </div>
  )
}
