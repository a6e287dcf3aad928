import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { MAX_MESSAGE_LENGTH } from '../../core/constants.ts'
import { isBlankMessage } from '../../core/message.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import * as styles from './Composer.css.ts'

/** The character counter appears once this few characters are left. */
export const COUNTER_THRESHOLD = 100

export interface ComposerProps {
  onSend: (text: string) => void
  /** The free chat has ended: messages are still shown, and the placeholder says so. */
  closed?: boolean
}

/** The message input and send button. Enter sends; an empty or blank message cannot be sent. */
export function Composer({ onSend, closed }: ComposerProps) {
  const texts = useTexts()
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const counterId = useId()
  const blank = isBlankMessage(text)
  const left = MAX_MESSAGE_LENGTH - text.length
  const showCounter = left <= COUNTER_THRESHOLD

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    if (blank) return
    onSend(text.trim())
    setText('')
    inputRef.current?.focus()
  }

  return (
    <form className={styles.composer} part="composer" onSubmit={submit}>
      <input
        ref={inputRef}
        className={styles.input}
        part="input"
        type="text"
        aria-label={texts.messageLabel}
        placeholder={closed ? texts.placeholderClosed : texts.placeholder}
        maxLength={MAX_MESSAGE_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        aria-describedby={showCounter ? counterId : undefined}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button className={styles.send} part="send" type="submit" aria-label={texts.sendLabel} disabled={blank}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15.6 12 3.4 13.8z" />
        </svg>
      </button>
      <span id={counterId} className={styles.counter} part="counter" aria-live="polite">
        {showCounter ? texts.charactersLeft(left) : ''}
      </span>
    </form>
  )
}
