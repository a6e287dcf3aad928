import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useTexts } from '../i18n/TextsContext.ts'
import { accentButton } from '../theme/utilities.css.ts'
import * as styles from './ChatMenu.css.ts'

export interface ChatMenuProps {
  onDownload: () => void
  /** Resolves true once the conversation is deleted, false when it could not be. */
  onDelete: () => Promise<boolean>
  safetyUrl: string
  /** Open the safety page in a new tab (on a partner's page). */
  newTab: boolean
}

/** closed; menu: the three items; confirm: "delete?" asked in the chat itself; failed: asked again. */
type MenuView = 'closed' | 'menu' | 'confirm' | 'failed'

/**
 * "More options" in the header, as a menu button: Enter, Space and the arrow keys open it and move through
 * its items, Esc closes it and gives focus back to the button, a click elsewhere closes it.
 */
export function ChatMenu({ onDownload, onDelete, safetyUrl, newTab }: ChatMenuProps) {
  const texts = useTexts()
  const [view, setView] = useState<MenuView>('closed')
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const firstItem = useRef<'first' | 'last'>('first')
  const menuId = useId()
  const questionId = useId()

  useEffect(() => {
    const box = rootRef.current
    if (view === 'menu')
      items(box)
        .at(firstItem.current === 'first' ? 0 : -1)
        ?.focus()
    if (view === 'confirm') box?.querySelector<HTMLElement>('[data-cancel]')?.focus()
    if (view === 'closed') return
    const outside = (event: Event): void => {
      if (box && !event.composedPath().includes(box)) setView('closed')
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [view])

  function close(): void {
    setView('closed')
    buttonRef.current?.focus()
  }

  function openAt(where: 'first' | 'last'): void {
    firstItem.current = where
    setView('menu')
  }

  function onButtonKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt(event.key === 'ArrowUp' ? 'last' : 'first')
  }

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

  function download(): void {
    close()
    onDownload()
  }

  async function remove(): Promise<void> {
    if (await onDelete()) close()
    else setView('failed')
  }

  const asking = view === 'confirm' || view === 'failed'
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        className={styles.button}
        part="menu-button"
        type="button"
        aria-label={texts.moreOptions}
        aria-haspopup="menu"
        aria-expanded={view === 'menu'}
        aria-controls={view === 'menu' ? menuId : undefined}
        onClick={() => (view === 'menu' ? setView('closed') : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 5v0M12 12v0M12 19v0" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </button>
      {view === 'menu' && (
        <div
          id={menuId}
          className={styles.box}
          part="menu"
          role="menu"
          aria-label={texts.moreOptions}
          onKeyDown={onMenuKey}
        >
          <button className={styles.item} type="button" role="menuitem" tabIndex={-1} onClick={download}>
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
            href={safetyUrl}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
            onClick={() => setView('closed')}
          >
            {texts.safety}
          </a>
        </div>
      )}
      {asking && (
        <div
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
      )}
    </div>
  )
}

function items(box: HTMLElement | null): HTMLElement[] {
  return [...(box?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
}
