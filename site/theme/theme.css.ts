import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import { tokens } from '../../core/theme.ts'

/** The shared product tokens plus the few values only the site's layout needs. */
const siteTokens = {
  ...tokens,
  color: {
    ...tokens.color,
    /** Link colour on the dark FAQ background (AA on `dark`). */
    darkAccent: '#ffb3cf',
    headerBackground: 'rgba(255, 255, 255, 0.97)',
    shadow: 'rgba(21, 18, 28, 0.12)',
  },
  layout: {
    contentWidth: '1080px',
    readingWidth: '720px',
    headerHeight: '64px',
    headerHeightNarrow: '104px',
    /** The chat page's one-row header on a phone, where it scrolls with the page. */
    headerHeightCompact: '52px',
  },
  fontMono: { code: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h3: '1.25rem',
    h2: '1.5rem',
    h1: 'clamp(1.75rem, 1.2rem + 2.5vw, 2.5rem)',
  },
} as const

export const vars = createThemeContract(siteTokens)

createGlobalTheme(':root', vars, siteTokens)

/** Below this width the header's partner links move to a second row. */
export const narrowScreen = 'screen and (max-width: 639px)'
/** A phone in either orientation: narrow, or short (landscape). */
export const compactScreen = 'screen and (max-width: 639px), screen and (max-height: 500px)'
export const reducedMotion = '(prefers-reduced-motion: reduce)'
