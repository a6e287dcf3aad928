import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** A phone held sideways (or any short landscape window), where every pixel of height goes to the log. */
const shortLandscape = '(orientation: landscape) and (max-height: 480px)'

export const header = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [shortLandscape]: { paddingTop: '2px', paddingBottom: '2px' } },
})

// The header's own buttons (not the menu's items) at 32 px there, still above WCAG's 24 px target size.
globalStyle(`${header} > button, ${header} > div > button`, {
  '@media': { [shortLandscape]: { width: '32px', height: '32px', padding: '6px' } },
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.card,
})

export const avatar = style({
  flex: 'none',
  width: vars.size.avatar,
  height: vars.size.avatar,
  '@media': { [shortLandscape]: { width: '28px', height: '28px' } },
})

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

/** In `em` of the widget's own root size, never `rem`: a partner's root font size must not reach in. */
export const name = style({ fontWeight: 700, fontSize: '1.0625em', lineHeight: 1.25 })

/** The AI label: accent on white and white on accent both pass WCAG AA (5.9:1 with the default theme). */
export const aiLabel = style({
  display: 'inline-block',
  padding: '0 0.4em',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '0.75em',
  fontWeight: 700,
  lineHeight: 1.5,
  letterSpacing: '0.02em',
  verticalAlign: 'middle',
})

export const tagline = style({
  color: vars.color.textMuted,
  fontSize: '0.8125em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // The occupation is also on the profile the name links to; the name and the AI label stay.
  '@media': { [shortLandscape]: { display: 'none' } },
})

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  margin: 0,
  padding: '10px',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
})
