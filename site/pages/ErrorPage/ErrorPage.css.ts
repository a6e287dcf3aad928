import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const message = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surfaceMuted,
  fontFamily: vars.fontMono.code,
  whiteSpace: 'pre-wrap',
})
