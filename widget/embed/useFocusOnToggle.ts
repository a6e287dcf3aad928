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
      return focusInputOnceThere(panel)
    }
    if (!inside) return
    const back = opener.current
    if (back?.isConnected && back !== document.body) back.focus()
    if (activeElement() !== back) fallbackRef?.current?.focus()
  }, [open, panelRef, fallbackRef])
}

/**
 * Focuses the panel's input, or, when the element's first render draws it a task later (StagedStart), as soon as
 * it is there; the function returned stops waiting.
 */
function focusInputOnceThere(panel: HTMLElement): (() => void) | undefined {
  const input = panel.querySelector('input')
  if (input) return void input.focus()
  const watch = new MutationObserver(() => {
    const drawn = panel.querySelector('input')
    if (!drawn) return
    watch.disconnect()
    drawn.focus()
  })
  watch.observe(panel, { childList: true, subtree: true })
  return () => watch.disconnect()
}
