import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const header = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.card,
})

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
})

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const name = style({ fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.25 })

export const tagline = style({
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
