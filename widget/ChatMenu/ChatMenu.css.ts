import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** A row: "Get help now" (after a crisis answer) stands before the menu button; neither shrinks below its content. */
export const root = style({ position: 'relative', display: 'flex', marginInlineStart: 'auto' })

export const button = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
})
