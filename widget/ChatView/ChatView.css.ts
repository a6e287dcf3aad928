import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/**
 * The widget fills its host. Rules a page aims at the host element itself (`* {…}`) beat `:host`, so every
 * inherited text property is set again here: nothing of the page's typography is mixed in.
 */
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
  fontWeight: 400,
  fontStyle: 'normal',
  fontVariant: 'normal',
  fontStretch: 'normal',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textShadow: 'none',
  whiteSpace: 'normal',
  visibility: 'visible',
  cursor: 'auto',
  color: vars.color.text,
  textAlign: 'start',
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
