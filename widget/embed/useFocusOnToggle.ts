import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * Opening (after the first render, so a page load never steals focus) puts focus in the message input;
 * closing while focus was inside gives it back to the control that opened the chat.
 */
export function useFocusOnToggle(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  returnRef: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(open)
  useEffect(() => {
    if (previous.current === open) return
    previous.current = open
    const panel = panelRef.current
    if (!panel) return
    if (open) return panel.querySelector('input')?.focus()
    const root = panel.getRootNode() as Document | ShadowRoot
    if (panel.contains(root.activeElement)) returnRef.current?.focus()
  }, [open, panelRef, returnRef])
}
