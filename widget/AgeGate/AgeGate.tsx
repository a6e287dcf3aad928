import { useEffect, useRef } from 'react'
import { safeUrl } from '../lib/safeUrl.ts'
import type { WidgetTexts } from '../texts.ts'
import { composer } from '../Composer/Composer.css.ts'
import { accentButton } from '../theme/utilities.css.ts'
import { extrasWords } from '../i18n/extrasWords.ts'

export interface AgeGateProps {
  /** confirm: the one-tap "I'm 18 or older"; verify: the operator's age check comes first. */
  view: 'confirm' | 'verify'
  onConfirm: () => void
  /** A message the server turned away waits for the gate: the focus comes here from the input it replaced. */
  held?: boolean
  /** The operator's age verification page (AGE_VERIFY_URL), if any. */
  verifyUrl: string | null
  texts: WidgetTexts
}

/**
 * Shown where the message input would be, in the same row, until the visitor has passed the operator's age gate. In the
 * extras bundle: only deployments with AGE_GATE on need it.
 */
export function AgeGate({ view, onConfirm, held, verifyUrl, ...props }: AgeGateProps) {
  const texts = extrasWords(props.texts)
  const link = verifyUrl && safeUrl(verifyUrl)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (held) ref.current?.querySelector<HTMLElement>('button, a')?.focus()
  }, [held])
  const confirm = () => {
    const row = ref.current?.parentElement
    onConfirm()
    // The message input comes back in the gate's place: the focus goes on to it rather than being lost.
    setTimeout(() => row?.querySelector('input')?.focus())
  }
  return (
    <div ref={ref} className={composer} part="age-gate" role="group" aria-label={texts.adultsOnly}>
      {view === 'confirm' ? (
        <>
          <p>{texts.adultsOnly}</p>
          <button className={accentButton} part="age-confirm" type="button" onClick={confirm}>
            {texts.ageConfirm}
          </button>
        </>
      ) : (
        <>
          <p role="status">{texts.ageVerify}</p>
          {link && (
            <a className={accentButton} part="age-verify" href={link} target="_blank" rel="noopener">
              {texts.ageVerifyLink}
            </a>
          )}
        </>
      )}
    </div>
  )
}
