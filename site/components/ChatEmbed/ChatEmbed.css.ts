import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const frame = style({
  height: vars.layout.chatHeight,
  minHeight: vars.layout.chatMinHeight,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `0 8px 32px ${vars.color.shadow}`,
  overflow: 'hidden',
})

globalStyle(`${frame} > companion-chat`, { display: 'block', width: '100%', height: '100%' })
