import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * While the panel is open, follows the visual viewport's height, which shrinks when the on-screen keyboard
 * opens; the phone sheet uses it so the message input stays above the keyboard.
 */
export function useViewportHeight(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport
    const panel = panelRef.current
    if (!open || !viewport || !panel) return
    const update = () => panel.style.setProperty('--companion-viewport-height', `${viewport.height}px`)
    update()
    viewport.addEventListener('resize', update)
    return () => viewport.removeEventListener('resize', update)
  }, [open, panelRef])
}
