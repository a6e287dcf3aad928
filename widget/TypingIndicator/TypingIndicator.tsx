import { visuallyHidden } from '../theme/utilities.css.ts'
import * as styles from './TypingIndicator.css.ts'

/** Three bouncing dots (still under reduced motion), read out as '{name} is typing'. */
export function TypingIndicator({ personaName }: { personaName: string }) {
  return (
    <span className={styles.bubble} part="typing">
      <span className={visuallyHidden}>{`${personaName} is typing`}</span>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
    </span>
  )
}
