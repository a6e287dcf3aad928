import { style } from '@vanilla-extract/css'
import { compactScreen, narrowScreen, vars } from '../../theme/theme.css.ts'

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingTop: vars.layout.headerHeight,
  outline: 'none',
  '@media': { [narrowScreen]: { paddingTop: vars.layout.headerHeightNarrow } },
})

/** On a phone the chat page's header is in the flow (Header.css.ts), so nothing needs to clear it. */
export const chatPageMain = style({ '@media': { [compactScreen]: { paddingTop: 0 } } })

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
