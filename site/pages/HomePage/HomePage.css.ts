import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const chatSection = style({
  maxWidth: vars.layout.readingWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xxl}`,
})

export const intro = style({ textAlign: 'center', paddingInline: vars.space.sm, marginBottom: vars.space.lg })

export const title = style({ marginBottom: vars.space.xs })

export const tagline = style({ margin: 0, color: vars.color.textMuted })
