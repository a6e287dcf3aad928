import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** The widget fills its host, in its own typography (the element's mount has reset everything inherited). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  WebkitTextSizeAdjust: '100%',
})

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' })

globalStyle(`${root} :focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})
