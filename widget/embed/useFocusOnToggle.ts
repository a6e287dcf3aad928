import { useEffect, useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { activeElement } from '../lib/activeElement.ts'

/**
 * Opening (after the first render, so a page load never steals focus) puts focus in the message input;
 * closing while focus was inside gives it back to the element that had it when the chat opened (the
 * launcher, or the page's own button), else to `fallbackRef`.
 */
export function useFocusOnToggle(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  fallbackRef?: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(open)
  const opener = useRef<HTMLElement | null>(null)
  // Before any effect moves focus into the panel (a dialog's showModal does).
  useLayoutEffect(() => {
    if (open) opener.current = activeElement()
  }, [open])
  useEffect(() => {
    if (previous.current === open) return
    previous.current = open
    const panel = panelRef.current
    if (!panel) return
    if (open) return panel.querySelector('input')?.focus()
    const root = panel.getRootNode() as Document | ShadowRoot
    if (!panel.contains(root.activeElement)) return
    const back = opener.current
    if (back?.isConnected && back !== document.body) back.focus()
    if (activeElement() !== back) fallbackRef?.current?.focus()
  }, [open, panelRef, fallbackRef])
}
