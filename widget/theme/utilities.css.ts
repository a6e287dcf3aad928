import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** A text button or link in the accent colour, at least 44 px high (the age step, the delete confirmation). */
export const accentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  margin: 0,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
})
