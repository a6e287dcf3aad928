import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { helpTexts } from '../../core/i18n/helpTexts.ts'
import type { Chat } from '../chat/chatTypes.ts'
import type { ConversationOptions } from '../extras/conversationActions.ts'
import { crisisMarkKey } from '../lib/crisisMark.ts'
import { helplinesIn, phoneHref } from '../lib/helplines.ts'
import { writeStored } from '../lib/storage.ts'
import * as styles from './HelpNow.css.ts'

export interface HelpNowProps {
  /** A conversation with a crisis answer: the latest one's lines are the visitor's country's. */
  chat: Chat
  /** The chat's language and where its session id is kept. */
  conversation: ConversationOptions
}

/**
 * "Get help now" in the header for the rest of a conversation that had a crisis answer (also after a reload,
 * through the mark it keeps in localStorage): a disclosure
 * button (Enter or Space opens and closes it, Esc closes it and gives focus back) over a panel with the
 * country's lines to call or text, its emergency number, or the directory of lines.
 */
export function HelpNow({ chat, conversation }: HelpNowProps) {
  const words = helpTexts[conversation.locale]
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const text = chat.state.messages.findLast((item) => item.crisis)?.text ?? ''
  const { lines, emergency, directory } = helplinesIn(text)
  const key = conversation.storageKey

  // Kept beside the session id, so a reload of this conversation shows the helpline again (restore.ts).
  useEffect(() => {
    if (key && text) writeStored('localStorage', crisisMarkKey(key), text)
  }, [key, text])

  function close(): void {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function onKey(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    close()
  }

  return (
    <div className={styles.root} onKeyDown={onKey}>
      <button
        ref={buttonRef}
        className={styles.button}
        part="help-button"
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.3-9.2C1.5 8.6 3.6 5 7 5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.5 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
            fill="currentColor"
          />
        </svg>
        {words.getHelp}
      </button>
      {open && (
        <section id={panelId} className={styles.panel} part="help-panel" aria-label={words.getHelp}>
          <p className={styles.intro}>{words.intro}</p>
          <ul className={styles.list}>
            {lines.map((line) => (
              <li key={line.name} className={styles.line}>
                <span className={styles.name}>{line.name}</span>
                <span className={styles.actions}>
                  <a className={styles.action} href={phoneHref('tel', line.number)}>
                    {`${words.call} ${line.number}`}
                  </a>
                  {line.text && (
                    <a className={styles.action} href={phoneHref('sms', line.number)}>
                      {`${words.text} ${line.number}`}
                    </a>
                  )}
                </span>
              </li>
            ))}
            {directory && (
              <li className={styles.line}>
                <a className={styles.action} href={directory} target="_blank" rel="noopener noreferrer">
                  {words.directory}
                </a>
              </li>
            )}
            {emergency.map((number) => (
              <li key={number} className={styles.line}>
                <span className={styles.name}>{words.emergency}</span>
                <span className={styles.actions}>
                  <a className={styles.action} href={phoneHref('tel', number)}>
                    {`${words.call} ${number}`}
                  </a>
                </span>
              </li>
            ))}
          </ul>
          <button className={styles.close} type="button" onClick={close}>
            {words.close}
          </button>
        </section>
      )}
    </div>
  )
}
