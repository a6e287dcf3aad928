import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const root = style({ position: 'relative', flex: 'none', marginInlineEnd: vars.space.xs })

/** Accent on white and white on accent both pass WCAG AA with the default theme (as the AI label). */
export const button = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  margin: 0,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: '0.875em',
  fontWeight: 700,
  cursor: 'pointer',
  ':hover': { textDecoration: 'underline' },
})

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: 1,
  width: 'max-content',
  maxWidth: 'min(20em, 80vw)',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.16)',
})

export const intro = style({ margin: `0 0 ${vars.space.sm}` })

export const list = style({ margin: 0, padding: 0, listStyle: 'none' })

export const line = style({ marginBlock: vars.space.sm })

export const name = style({ display: 'block', fontWeight: 700 })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
})

/** Each a 44 px target: a thumb in distress should not miss. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
})

export const close = style({
  minHeight: '44px',
  marginTop: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})
