import type { WidgetTexts } from '../../texts.ts'
import * as styles from './Preview.css.ts'
import { extrasWords } from '../../i18n/extrasWords.ts'

export interface PreviewProps {
  text: string
  texts: WidgetTexts
  onOpen: () => void
  onDismiss: () => void
}

/**
 * The greeting in a small dismissible bubble beside the launcher, when usePreview says it is due. In the
 * extras bundle: it comes seconds after the launcher, if at all.
 */
export function Preview({ text, onOpen, onDismiss, ...props }: PreviewProps) {
  const texts = extrasWords(props.texts)
  return (
    <div className={styles.preview} part="preview">
      <button className={styles.text} type="button" onClick={onOpen}>
        {text}
      </button>
      <button className={styles.dismiss} type="button" aria-label={texts.dismiss} onClick={onDismiss}>
        ×
      </button>
    </div>
  )
}
