import { CompanionChat, type CompanionChatProps } from '../CompanionChat/CompanionChat.tsx'
import * as styles from './CompanionChatElement.css.ts'

/** What r2wc renders into the shadow root: the chat in a node of its own, which resets what the page passes in. */
export function ShadowMount(props: CompanionChatProps) {
  return (
    <div className={styles.mount}>
      <CompanionChat {...props} />
    </div>
  )
}
