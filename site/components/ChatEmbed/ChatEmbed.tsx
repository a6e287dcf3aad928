import { createElement } from 'react'
import * as styles from './ChatEmbed.css.ts'

/**
 * The `<companion-chat>` element in a box of fixed size, so the prerendered page keeps its layout while the
 * widget upgrades. The client entry registers the element; the server only renders the tag.
 */
export function ChatEmbed({ profileUrl }: { profileUrl: string }) {
  return <div className={styles.frame}>{createElement('companion-chat', { 'profile-url': profileUrl })}</div>
}
