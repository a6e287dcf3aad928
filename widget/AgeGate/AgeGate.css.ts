import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const gate = style({
  flex: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
})

export const text = style({ margin: 0, color: vars.color.text })

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  margin: 0,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
})
