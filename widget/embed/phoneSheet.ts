import type { StyleRule } from '@vanilla-extract/css'

/** Where the bubble's panel and the popup become a full-screen sheet: narrow screens and phones held sideways. */
export const PHONE = 'screen and (max-width: 479px), screen and (max-height: 479px)'

/**
 * The sheet covers the visible part of the page, which `useVisualViewport` measures (above the on-screen
 * keyboard), and keeps its content clear of notches, rounded corners and the home indicator.
 */
export function phoneSheet(surface: string): StyleRule {
  return {
    position: 'fixed',
    top: 'var(--companion-viewport-top, 0px)',
    right: 'auto',
    bottom: 'auto',
    left: 0,
    boxSizing: 'border-box',
    width: '100%',
    height: 'var(--companion-viewport-height, 100dvh)',
    margin: 0,
    padding:
      'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
    borderRadius: 0,
    background: surface,
    selectors: { '&[data-keyboard]': { paddingBottom: 0 } },
  }
}
