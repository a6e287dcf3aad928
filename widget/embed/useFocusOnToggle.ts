import { useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { activeElement } from '../lib/activeElement.ts'

/**
 * Opening (after the first render, so a page load never steals focus) puts focus in the message input;
 * closing while focus was inside gives it back to the element that had it when the chat opened (the
 * launcher, or the page's own button), else to `fallbackRef`. Done before the browser restyles: a panel
 * hidden at once (reduced motion) would otherwise drop the focus before we could see where it was.
 * `openAtMount`: whether a first render with `open` is the chat as it was (the default), or an opening (a
 * popup, drawn only once something has opened it).
 */
export function useFocusOnToggle(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  fallbackRef?: RefObject<HTMLElement | null>,
  openAtMount = open,
): void {
  const previous = useRef(openAtMount)
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (previous.current === open) return
    previous.current = open
    const panel = panelRef.current
    if (!panel) return
    const active = activeElement()
    const inside = active !== null && panel.contains(active)
    if (open) {
      if (!inside) opener.current = active
      return panel.querySelector('input')?.focus()
    }
    if (!inside) return
    const back = opener.current
    if (back?.isConnected && back !== document.body) back.focus()
    if (activeElement() !== back) fallbackRef?.current?.focus()
  }, [open, panelRef, fallbackRef])
}
