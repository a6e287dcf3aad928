import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent } from 'react'
import type { Chat } from '../../chat/chatTypes.ts'
import {
  downloadConversation,
  forgetConversation,
  type ConversationOptions,
} from '../../extras/conversationActions.ts'
import type { WidgetTexts } from '../../texts.ts'
import { accentButton } from '../../theme/utilities.css.ts'
import * as styles from './MenuBox.css.ts'
import { extrasWords } from '../../i18n/extrasWords.ts'

/** menu: the three items; confirm: "delete?" asked in the chat itself; failed: asked again. */
export type OpenMenuView = 'menu' | 'confirm' | 'failed'

export interface MenuBoxProps {
  view: OpenMenuView
  texts: WidgetTexts
  /** The menu's id, for the button's aria-controls. */
  id: string
  /** Which item gets focus when the menu opens. */
  focusFirst: 'first' | 'last'
  setView: (view: OpenMenuView | 'closed') => void
  /** Closes and gives focus back to the menu button. */
  close: () => void
  chat: Chat
  conversation: ConversationOptions
  safetyUrl: string
  newTab: boolean
}

/**
 * The open header menu (ChatMenu's button stays in widget.js; this is in the extras bundle): arrow keys move
 * through its items, Esc closes it, Tab or a click elsewhere closes it; "delete" asks first.
 */
export function MenuBox(props: MenuBoxProps) {
  const { view, setView, close } = props
  const texts = extrasWords(props.texts)
  const rootRef = useRef<HTMLDivElement>(null)
  const questionId = useId()

  useEffect(() => {
    const box = rootRef.current
    if (view === 'menu')
      items(box)
        .at(props.focusFirst === 'first' ? 0 : -1)
        ?.focus()
    else box?.querySelector<HTMLElement>('[data-cancel]')?.focus()
    // The menu button (outside this box) toggles the menu itself.
    const outside = (event: Event): void => {
      const host = box?.parentElement
      if (host && !event.composedPath().includes(host)) setView('closed')
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [view, props.focusFirst, setView])

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>): void {
    const list = items(rootRef.current)
    const at = list.indexOf(event.target as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 }
    if (event.key === 'Escape') close()
    else if (event.key === 'Tab') setView('closed')
    else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) event.target.click()
    else if (event.key in moves) list.at((moves[event.key] ?? 0) % list.length)?.focus()
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  async function remove(): Promise<void> {
    if (await forgetConversation(props.chat, props.conversation)) close()
    else setView('failed')
  }

  if (view === 'menu') {
    return (
      <div
        ref={rootRef}
        id={props.id}
        className={styles.box}
        part="menu"
        role="menu"
        aria-label={texts.moreOptions}
        onKeyDown={onMenuKey}
      >
        <button
          className={styles.item}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            close()
            void downloadConversation(props.chat, props.conversation, texts)
          }}
        >
          {texts.downloadConversation}
        </button>
        <button
          className={styles.item}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => setView('confirm')}
        >
          {texts.deleteConversation}
        </button>
        <a
          className={styles.item}
          role="menuitem"
          tabIndex={-1}
          href={props.safetyUrl}
          {...(props.newTab ? { target: '_blank', rel: 'noopener' } : {})}
          onClick={() => setView('closed')}
        >
          {texts.safety}
        </a>
      </div>
    )
  }
  return (
    <div
      ref={rootRef}
      className={styles.box}
      part="confirm"
      role="alertdialog"
      aria-labelledby={questionId}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <p id={questionId} className={styles.question}>
        {view === 'failed' ? texts.deleteFailed : texts.deleteQuestion}
      </p>
      <div className={styles.actions}>
        <button className={accentButton} type="button" onClick={() => void remove()}>
          {texts.deleteConfirm}
        </button>
        <button className={styles.item} type="button" data-cancel onClick={close}>
          {texts.cancel}
        </button>
      </div>
    </div>
  )
}

function items(box: HTMLElement | null): HTMLElement[] {
  return [...(box?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
}
