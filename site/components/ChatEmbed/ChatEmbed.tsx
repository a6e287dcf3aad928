import { createElement } from 'react'
import * as styles from './ChatEmbed.css.ts'

/**
 * The `<companion-chat>` element in a box of fixed size, so the prerendered page keeps its layout while the
 * widget upgrades. The page renders only the tag; the browser loads the widget's code where the tag appears
 * (site/browser/islands.ts).
 */
export function ChatEmbed({ profileUrl }: { profileUrl: string }) {
  return <div className={styles.frame}>{createElement('companion-chat', { 'profile-url': profileUrl })}</div>
}
