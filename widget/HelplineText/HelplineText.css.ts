import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** A number to tap: the bubble's own text colour, underlined and bold, so it reads as a link on any theme. */
export const number = style({
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  whiteSpace: 'nowrap',
})

export const sms = style({
  display: 'inline-block',
  marginInline: '0.25em',
  padding: '0 0.5em',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { textDecoration: 'underline' },
})
