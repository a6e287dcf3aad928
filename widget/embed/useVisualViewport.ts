import { useEffect } from 'react'
import type { RefObject } from 'react'

/** How much shorter than the layout viewport the visible area must be to mean an on-screen keyboard. */
const KEYBOARD_PX = 120

/**
 * Makes an open panel (the bubble's or the popup's) follow the visual viewport: the part of the page the
 * visitor sees, which shrinks and may scroll when the on-screen keyboard opens, while the layout viewport
 * that `position: fixed` uses stays put. The phone sheet sits on it (`phoneSheet.ts`), so the message input
 * stays above the keyboard; with the keyboard up, the sheet keeps no room for the home indicator below it.
 * Returns what stops following. It comes with the extras (the bubble gets it when it first opens).
 */
export function followViewport(panel: HTMLElement): (() => void) | undefined {
  const viewport = globalThis.visualViewport
  if (!viewport) return undefined
  const update = () => {
    panel.style.setProperty('--companion-viewport-height', `${viewport.height}px`)
    panel.style.setProperty('--companion-viewport-top', `${viewport.offsetTop}px`)
    const hidden = document.documentElement.clientHeight - viewport.height * viewport.scale
    panel.toggleAttribute('data-keyboard', hidden > KEYBOARD_PX)
  }
  update()
  viewport.addEventListener('resize', update)
  viewport.addEventListener('scroll', update)
  return () => {
    viewport.removeEventListener('resize', update)
    viewport.removeEventListener('scroll', update)
  }
}

/** While `open`, the panel follows the visual viewport; `follow` is followViewport once it is here. */
export function useVisualViewport(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  follow: typeof followViewport | undefined,
): void {
  useEffect(() => {
    const panel = panelRef.current
    if (open && panel && follow) return follow(panel)
  }, [open, panelRef, follow])
}
