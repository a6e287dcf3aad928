import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const section = style({ marginTop: vars.space.xxl })

export const cta = style({ textAlign: 'center', marginTop: vars.space.xxl })
