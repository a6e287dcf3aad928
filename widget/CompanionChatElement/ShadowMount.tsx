import { CompanionChat, type CompanionChatProps } from '../CompanionChat/CompanionChat.tsx'
import { StagedStart } from '../lib/stagedStart.ts'
import * as styles from './CompanionChatElement.css.ts'

/**
 * What r2wc renders into the shadow root: the chat in a node of its own, which resets what the page passes in,
 * its first render split into tasks.
 */
export function ShadowMount(props: CompanionChatProps) {
  return (
    <div className={styles.mount}>
      <StagedStart.Provider value>
        <CompanionChat {...props} />
      </StagedStart.Provider>
    </div>
  )
}
