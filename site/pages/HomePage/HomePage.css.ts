import { style } from '@vanilla-extract/css'
import { compactScreen, vars } from '../../theme/theme.css.ts'

const shortScreen = 'screen and (max-height: 500px)'

/**
 * The intro and the chat fill exactly the screen below the header (svh: the height with the browser's bars shown,
 * so the box does not resize as they come and go), so a visitor lands with the message input and the latest
 * message in view on any phone, upright or sideways. Sideways, the intro stands beside the chat, which then
 * has the full height.
 */
export const chatSection = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: vars.layout.readingWidth,
  height: `calc(100svh - ${vars.layout.headerHeight})`,
  maxHeight: '880px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.sm}`,
  '@media': {
    [compactScreen]: {
      height: `calc(100svh - ${vars.layout.headerHeightCompact})`,
      padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
    },
    [shortScreen]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'center',
      gap: vars.space.md,
      maxWidth: vars.layout.contentWidth,
    },
  },
})

export const intro = style({
  flex: 'none',
  textAlign: 'center',
  paddingInline: vars.space.sm,
  marginBottom: vars.space.lg,
  '@media': {
    [compactScreen]: { marginBottom: vars.space.sm },
    [shortScreen]: { textAlign: 'start', marginBottom: 0 },
  },
})

export const title = style({
  marginBottom: vars.space.xs,
  '@media': {
    [compactScreen]: { fontSize: '1.375rem', marginBottom: 0 },
    [shortScreen]: { fontSize: vars.fontSize.h3 },
  },
})

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  '@media': { [compactScreen]: { display: 'none' } },
})

export const offer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const disclosure = style({
  maxWidth: vars.layout.readingWidth,
  margin: `0 auto ${vars.space.xl}`,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
