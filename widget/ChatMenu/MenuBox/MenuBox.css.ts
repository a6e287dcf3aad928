import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const box = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  // As wide as its longest item (up to the maximum): the small button it hangs from would squeeze it.
  width: 'max-content',
  minWidth: '14em',
  maxWidth: '18em',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.16)',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  margin: 0,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus': { background: vars.color.surfaceMuted } },
})

export const question = style({ margin: vars.space.sm })

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  padding: vars.space.xs,
})
