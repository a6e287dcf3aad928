import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xl,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.h3 })

export const meta = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const description = style({ margin: `${vars.space.xs} 0 0` })
