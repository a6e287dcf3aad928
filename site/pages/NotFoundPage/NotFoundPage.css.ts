import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const heading = style({ marginTop: vars.space.xxl, fontSize: vars.fontSize.h3 })
