import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

/** The card takes the height its section leaves it (HomePage.css.ts), so the whole chat fits the screen. */
export const frame = style({
  flex: '1 1 0',
  alignSelf: 'stretch',
  minHeight: '160px',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `0 8px 32px ${vars.color.shadow}`,
  overflow: 'hidden',
})

globalStyle(`${frame} > companion-chat`, { display: 'block', width: '100%', height: '100%' })

export const noScript = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
})
