import { useTexts } from '../i18n/TextsContext.ts'
import { visuallyHidden } from '../theme/utilities.css.ts'
import * as styles from './TypingIndicator.css.ts'

/** Three bouncing dots (still under reduced motion), read out as '{name} is typing' in the chat's language. */
export function TypingIndicator({ personaName }: { personaName: string }) {
  const texts = useTexts()
  return (
    <span className={styles.bubble} part="typing">
      <span className={visuallyHidden}>{texts.typing(personaName)}</span>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
    </span>
  )
}
