import { useEffect, useLayoutEffect, useRef } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import type { Chat } from '../../chat/chatTypes.ts'
import { activeElement } from '../../lib/activeElement.ts'
import { readStored, writeStored } from '../../lib/storage.ts'
import { useFocusOnToggle } from '../useFocusOnToggle.ts'
import { followViewport, useVisualViewport } from '../useVisualViewport.ts'
import * as styles from './Popup.css.ts'

export interface PopupProps {
  chat: Chat
  label: string
  /** Seconds after which it opens by itself, once per visit of the site; never when undefined. */
  openAfter: number | undefined
  shownKey: string | null
  children: ReactNode
}

/** The chat in a modal dialog, opened from script or after a delay; Esc and a backdrop click close it. */
export function Popup({ chat, label, openAfter, shownKey, children }: PopupProps) {
  const { open } = chat.state
  const { setOpen } = chat
  const dialogRef = useRef<HTMLDialogElement>(null)

  // Before useFocusOnToggle's, which focuses the input inside the open dialog; closing restores the focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])
  // The popup is drawn once its code is here (the extras), perhaps already opened: that opening counts.
  useFocusOnToggle(open, dialogRef, undefined, false)
  useVisualViewport(open, dialogRef, followViewport)

  useEffect(() => {
    if (openAfter === undefined || (shownKey && readStored('sessionStorage', shownKey))) return
    const timer = setTimeout(() => {
      if (shownKey) writeStored('sessionStorage', shownKey, '1')
      setOpen(true)
    }, openAfter * 1000)
    return () => clearTimeout(timer)
  }, [openAfter, shownKey, setOpen])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Tab') keepFocusInside(event)
  }
  // A click on the dialog element itself, not its content, is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false)
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      part="popup"
      aria-label={label}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {children}
    </dialog>
  )
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input, [tabindex="0"]'),
  ]
  const first = focusable[0]
  const last = focusable.at(-1)
  const current = activeElement()
  if (event.shiftKey ? current === first : current === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }
}
