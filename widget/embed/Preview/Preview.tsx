import { useEffect, useState } from 'react'
import type { WidgetTexts } from '../../texts.ts'
import { readStored, writeStored } from '../../lib/storage.ts'
import * as styles from './Preview.css.ts'

export interface PreviewProps {
  /** Seconds before it appears; nothing is shown when undefined. */
  delaySeconds: number | undefined
  /** Where "already previewed" is remembered (localStorage), so a visitor sees it once. */
  seenKey: string | null
  text: string
  texts: WidgetTexts
  onOpen: () => void
}

/** The greeting in a small dismissible bubble beside the launcher, once per visitor. */
export function Preview({ delaySeconds, seenKey, text, texts, onOpen }: PreviewProps) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (delaySeconds === undefined || (seenKey && readStored('localStorage', seenKey))) return
    const timer = setTimeout(() => {
      if (seenKey) writeStored('localStorage', seenKey, '1')
      setShown(true)
    }, delaySeconds * 1000)
    return () => clearTimeout(timer)
  }, [delaySeconds, seenKey])
  if (!shown) return null
  return (
    <div className={styles.preview} part="preview">
      <button className={styles.text} type="button" onClick={onOpen}>
        {text}
      </button>
      <button
        className={styles.dismiss}
        type="button"
        aria-label={texts.dismiss}
        onClick={() => setShown(false)}
      >
        ×
      </button>
    </div>
  )
}
