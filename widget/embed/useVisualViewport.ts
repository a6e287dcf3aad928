import { useEffect } from 'react'
import type { RefObject } from 'react'

/** How much shorter than the layout viewport the visible area must be to mean an on-screen keyboard. */
const KEYBOARD_PX = 120

/**
 * While the bubble's panel or the popup is open, follows the visual viewport: the part of the page the
 * visitor sees, which shrinks and may scroll when the on-screen keyboard opens, while the layout viewport
 * that `position: fixed` uses stays put. The phone sheet sits on it (`phoneSheet.ts`), so the message input
 * stays above the keyboard; with the keyboard up, the sheet keeps no room for the home indicator below it.
 */
export function useVisualViewport(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport
    const panel = panelRef.current
    if (!open || !viewport || !panel) return
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
  }, [open, panelRef])
}
