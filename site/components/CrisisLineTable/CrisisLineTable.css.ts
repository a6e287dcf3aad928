import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const table = style({
  width: '100%',
  marginTop: vars.space.lg,
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  tableLayout: 'fixed',
  overflowWrap: 'break-word',
})

globalStyle(`${table} thead th:first-child`, { width: '38%' })

export const caption = style({
  textAlign: 'start',
  fontWeight: 700,
  marginBottom: vars.space.sm,
})

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
})

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const line = style({ margin: 0, selectors: { '& + &': { marginTop: vars.space.xs } } })

export const number = style({ fontWeight: 700, whiteSpace: 'nowrap' })
