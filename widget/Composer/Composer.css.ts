import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const composer = style({
  flex: 'none',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: vars.space.md,
  paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const input = style({
  minWidth: 0,
  width: '100%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '44px',
  font: 'inherit',
  fontSize: `max(16px, ${vars.font.size})`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.control,
  appearance: 'none',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
})

export const send = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: 'pointer',
  ':disabled': { cursor: 'not-allowed', opacity: 0.45 },
})

export const icon = style({ width: '20px', height: '20px', fill: 'currentColor' })

export const counter = style({
  gridColumn: '1 / -1',
  justifySelf: 'end',
  marginTop: vars.space.xs,
  fontSize: '0.8125em',
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
})
