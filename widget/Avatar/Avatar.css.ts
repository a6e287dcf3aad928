import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** Fills the box its parent gives it. */
export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
})
