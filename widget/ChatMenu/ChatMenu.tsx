import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { Chat } from '../chat/chatTypes.ts'
import type { ConversationOptions } from '../extras/conversationActions.ts'
import { loadExtras, type Extras } from '../extras/loadExtras.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import { useStagedStart } from '../lib/stagedStart.ts'
import type { OpenMenuView } from './MenuBox/MenuBox.tsx'
import * as styles from './ChatMenu.css.ts'

export interface ChatMenuProps {
  /** The conversation to download or delete, and where it lives. */
  chat: Chat
  conversation: ConversationOptions
  safetyUrl: string
  /** Open the safety page in a new tab (on a partner's page). */
  newTab: boolean
}

/**
 * "More options" in the header, as a menu button: Enter, Space and the arrow keys open it and move through
 * its items, Esc closes it and gives focus back to the button, a click elsewhere closes it. The open menu
 * (MenuBox) comes with the extras, fetched when the pointer or focus reaches the button. Once the conversation
 * had a crisis answer, "Get help now" (HelpNow, also in the extras) stands beside it for the rest of it.
 */
export function ChatMenu(props: ChatMenuProps) {
  const texts = useTexts()
  const [view, setView] = useState<OpenMenuView | 'closed'>('closed')
  const [extras, setExtras] = useState<Extras>()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [focusFirst, setFocusFirst] = useState<'first' | 'last'>('first')
  const menuId = useId()
  const crisis = props.chat.state.messages.some((item) => item.crisis)

  const fetchExtras = useCallback(() => {
    loadExtras().then(setExtras, () => setView('closed'))
  }, [])
  useEffect(() => {
    if ((view !== 'closed' || crisis) && !extras) fetchExtras()
  }, [view, crisis, extras, fetchExtras])

  const close = useCallback(() => {
    setView('closed')
    buttonRef.current?.focus()
  }, [])

  function openAt(where: 'first' | 'last'): void {
    setFocusFirst(where)
    setView('menu')
  }

  function onButtonKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt(event.key === 'ArrowUp' ? 'last' : 'first')
  }

  // Under the element, the button comes in the task after the rest of the chat's first paint.
  const drawn = useStagedStart()
  const open = view === 'menu' && extras !== undefined
  if (!drawn) return null
  return (
    <div className={styles.root}>
      {crisis && extras && <extras.HelpNow {...props} />}
      <button
        ref={buttonRef}
        className={styles.button}
        part="menu-button"
        type="button"
        aria-label={texts.moreOptions}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (view === 'menu' ? setView('closed') : openAt('first'))}
        onKeyDown={onButtonKey}
        onPointerEnter={fetchExtras}
        onFocus={fetchExtras}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 5v0M12 12v0M12 19v0" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </button>
      {view !== 'closed' && extras && (
        <extras.MenuBox
          {...props}
          view={view}
          texts={texts}
          id={menuId}
          focusFirst={focusFirst}
          setView={setView}
          close={close}
        />
      )}
    </div>
  )
}
