import { style } from '@vanilla-extract/css'
import { narrowScreen, vars } from '../../theme/theme.css.ts'

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingTop: vars.layout.headerHeight,
  outline: 'none',
  '@media': { [narrowScreen]: { paddingTop: vars.layout.headerHeightNarrow } },
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: 20,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
})
